import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Each spec file signs in as its own copy of the five demo staff users (same account, organization,
 * areas and name, its own e-mail and sessions), so what a spec does to its users (a language saved to the
 * profile, a sign-out, expired tokens) never reaches a spec running beside it. The copies are made in the
 * database before the portal starts (support/seed-spec-users.ts), one set for every file in specs/.
 */
export const specsDir = path.resolve(import.meta.dirname, '../specs');

/** `shifts-core-loop` for `.../specs/shifts-core-loop.spec.ts`. */
export function specKeyOf(file: string): string {
  return path.basename(file).replace(/\.spec\.ts$/, '');
}

/** Every spec's key: the files in specs/, read each time, so a new spec gets its users without a list. */
export function allSpecKeys(): string[] {
  return readdirSync(specsDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map(specKeyOf)
    .sort();
}

/** `admin@demo.example` becomes `admin+shell@demo.example` for the spec `shell`. */
export function specUserEmail(demoEmail: string, specKey: string): string {
  const [local, domain] = demoEmail.toLowerCase().split('@');
  return `${local}+${specKey}@${domain}`;
}
