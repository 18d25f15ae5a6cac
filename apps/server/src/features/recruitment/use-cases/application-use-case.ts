import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';

export type ApplicationsDependencies = { db: Database; clock: Clock };

/** A unique index refused the write (two saves of one e-mail at once): Postgres code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === '23505') {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
