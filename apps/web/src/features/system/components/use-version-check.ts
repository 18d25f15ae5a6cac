import { useEffect, useState } from 'react';

export type VersionCheckOptions = {
  /** Whether to poll at all (only while signed in). */
  enabled: boolean;
  intervalMs: number;
  currentVersion: string;
  fetchVersion: () => Promise<string>;
};

/** Polls the server's version every `intervalMs`; true once it differs from this build. */
export function useVersionCheck({ enabled, intervalMs, currentVersion, fetchVersion }: VersionCheckOptions) {
  const [isOutdated, setIsOutdated] = useState(false);

  useEffect(() => {
    if (!enabled || isOutdated) {
      return;
    }
    let isActive = true;
    const timer = window.setInterval(() => {
      fetchVersion()
        .then((serverVersion) => {
          if (isActive && serverVersion !== currentVersion) {
            setIsOutdated(true);
          }
        })
        // An unreachable server is not a new version; the next tick tries again.
        .catch(() => undefined);
    }, intervalMs);
    return () => {
      isActive = false;
      window.clearInterval(timer);
    };
  }, [enabled, isOutdated, intervalMs, currentVersion, fetchVersion]);

  return isOutdated;
}
