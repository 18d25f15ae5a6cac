import { phoneSearchDigits } from '@portal/domain/shared';
import { or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.schema';

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The personnel list's search: name or e-mail containing the text (any case), or a mobile number.
 * Numbers are compared digits to digits without country code or trunk 0, so `040 123 4567`,
 * `050-4155332` and `+358...` find a worker whatever form the stored number has (older rows were saved as
 * typed, new ones in E.164; decision 0022 chose this over a migration).
 */
export function workerSearchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const digits = phoneSearchDigits(search);
  return or(
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    digits === null
      ? undefined
      : sql`regexp_replace(${users.mobile}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`,
  );
}
