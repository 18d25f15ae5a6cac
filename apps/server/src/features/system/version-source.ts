import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type VersionSource = { current(): string };

const developmentVersion = 'development';

/**
 * The deployed version is the one the web build wrote to `version.json`. The file is re-read when it
 * changes, so deploying new web assets is noticed by open browsers without restarting the server.
 */
export function createVersionSource(webDistDir: string): VersionSource {
  const file = path.join(webDistDir, 'version.json');
  let cached: { mtimeMs: number; version: string } | null = null;
  return {
    current() {
      try {
        const { mtimeMs } = statSync(file);
        if (cached?.mtimeMs !== mtimeMs) {
          const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
          cached = {
            mtimeMs,
            version: typeof parsed.version === 'string' ? parsed.version : developmentVersion,
          };
        }
        return cached.version;
      } catch {
        return developmentVersion;
      }
    },
  };
}
