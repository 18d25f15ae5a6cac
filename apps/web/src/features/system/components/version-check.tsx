import { versionCheckIntervalMs } from '@portal/domain/shared';
import { buildVersion } from '@/lib/build-version';
import { getServerVersion } from '../api/get-health';
import { UpdateDialog } from './update-dialog';
import { useVersionCheck } from './use-version-check';

export type VersionCheckProps = {
  enabled?: boolean;
  intervalMs?: number;
  currentVersion?: string;
  fetchVersion?: () => Promise<string>;
  onReload?: () => void;
};

function reloadPage(): void {
  window.location.reload();
}

/** Asks the user to reload once the server runs a newer build (spec: "a blocking dialog asks to update"). */
export function VersionCheck({
  enabled = true,
  intervalMs = versionCheckIntervalMs,
  currentVersion = buildVersion,
  fetchVersion = getServerVersion,
  onReload = reloadPage,
}: VersionCheckProps) {
  const isOutdated = useVersionCheck({ enabled, intervalMs, currentVersion, fetchVersion });
  return <UpdateDialog opened={isOutdated} onUpdate={onReload} />;
}
