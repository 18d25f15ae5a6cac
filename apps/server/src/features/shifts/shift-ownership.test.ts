import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0011 as a check: the shifts feature is the only writer of `shifts`, and the other features reach
// gigs and shifts only through their public files.
const serverSource = join(import.meta.dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(serverSource).map((path) => ({
  path: relative(serverSource, path),
  text: readFileSync(path, 'utf8'),
}));

describe('shift ownership', () => {
  it('writes the shifts table only in the shifts feature’s write repository', () => {
    const writes = /\.(insert|update|delete)\(\s*(shifts|shiftsTable)\s*\)/;
    const writers = files.filter((file) => writes.test(file.text)).map((file) => file.path);
    expect(writers).toEqual([join('features', 'shifts', 'shift-writes.repository.ts')]);
  });

  it('lets no repository hand its table out', () => {
    expect(
      files.filter((file) => /export \{[^}]*\bshifts\b/.test(file.text)).map((file) => file.path),
    ).toEqual([]);
  });

  // The app's wiring (app.ts, the job runner) is rewritten on another branch of issue 10; these still name the
  // expiry service directly. Empty the list once they import `shifts.api.ts` (or a `shifts.feature.ts`).
  const wiringNotYetMoved = [join('jobs', 'job-runner.ts'), join('jobs', 'start-jobs.ts')];

  it('reaches gigs and shifts from elsewhere only through gigs.api.ts and shifts.api.ts', () => {
    const deepImport = /from '(?:\.\.\/)+(?:features\/)?(gigs|shifts)\/(?!\1\.api')[^']+'/;
    const offenders = files
      .filter((file) => {
        const feature = /^features\/([^/]+)\//.exec(file.path.split('\\').join('/'))?.[1];
        const match = deepImport.exec(file.text);
        return match !== null && match[1] !== feature;
      })
      .map((file) => file.path)
      .filter((path) => !wiringNotYetMoved.includes(path));
    expect(offenders).toEqual([]);
  });
});
