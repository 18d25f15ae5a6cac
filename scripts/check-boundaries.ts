/**
 * Import boundaries (docs/decisions/0017): runs dependency-cruiser with .dependency-cruiser.cjs once and
 * compares its errors with the allow-list of known violations (.dependency-cruiser-known-violations.json).
 * Fails on a violation that is not listed, and on a listed one that is gone (so the list only shrinks).
 *
 *   tsx scripts/check-boundaries.ts           check (npm run lint)
 *   tsx scripts/check-boundaries.ts --prune   drop the listed violations that are fixed; never adds any
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Violation = { from: string; to: string; rule: { name: string; severity: string } };

const root = path.resolve(import.meta.dirname, '..');
const allowListFile = path.join(root, '.dependency-cruiser-known-violations.json');
const scanned = ['apps', 'packages', 'e2e', 'scripts'];

const keyOf = (violation: Violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`;

function cruise(): Violation[] {
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const run = spawnSync(
    depcruise,
    [...scanned, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  if (run.status !== 0 || !run.stdout) {
    process.stderr.write(run.stderr);
    throw new Error(`dependency-cruiser failed (exit ${run.status})`);
  }
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.filter((violation) => violation.rule.severity === 'error');
}

const allowed = JSON.parse(readFileSync(allowListFile, 'utf8')) as Violation[];
const found = cruise();
const foundKeys = new Set(found.map(keyOf));
const allowedKeys = new Set(allowed.map(keyOf));
const fresh = found.filter((violation) => !allowedKeys.has(keyOf(violation)));
const fixed = allowed.filter((violation) => !foundKeys.has(keyOf(violation)));

if (process.argv.includes('--prune')) {
  writeFileSync(
    allowListFile,
    `${JSON.stringify(
      allowed.filter((v) => foundKeys.has(keyOf(v))),
      null,
      2,
    )}\n`,
  );
  // The list is committed: write it the way `biome check` wants it, so lint passes right after a prune.
  execFileSync('biome', ['format', '--write', allowListFile], { stdio: 'inherit' });
  console.log(`Removed ${fixed.length} fixed violation(s) from the allow-list.`);
  process.exit(0);
}

for (const violation of fresh) {
  console.error(`error ${keyOf(violation)}`);
}
for (const violation of fixed) {
  console.error(
    `fixed ${keyOf(violation)}: remove it from the allow-list (tsx scripts/check-boundaries.ts --prune)`,
  );
}
console.log(
  `Import boundaries: ${fresh.length} new violation(s), ${fixed.length} fixed but still allowed, ${allowed.length} allowed (the allow-list must shrink).`,
);
process.exit(fresh.length + fixed.length > 0 ? 1 : 0);
