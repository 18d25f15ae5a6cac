import { and, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { shifts } from '../../db/schema/shifts.schema';

/**
 * "Reserved" in SQL, the same rule as `isReserved` (an assignee id longer than 2 characters). Assignees
 * are uuids here, so this is "has an assignee"; written out so the lists and the domain rule agree.
 */
export const isReservedSql = sql`(${shifts.assignedTo} is not null and length(${shifts.assignedTo}::text) > 2)`;
export const isUnreservedSql = sql`not ${isReservedSql}`;

export type ActionCenterTab = 'bookings' | 'completions' | 'quick-pay' | 'inspection';

/**
 * The shifts waiting in each action-center tab; the domain predicates (isBookingPending, ...) say the same
 * in TypeScript. The tabs list with it, and the transitions out of a tab write only while it still holds.
 */
export function tabCondition(tab: ActionCenterTab, now: Date): SQL {
  switch (tab) {
    case 'bookings':
      return and(
        eq(shifts.status, 'open'),
        isUnreservedSql,
        sql`cardinality(${shifts.reservations}) > 0`,
        gt(shifts.startsAt, now),
      ) as SQL;
    case 'completions':
      return and(eq(shifts.status, 'booked'), isReservedSql, lte(shifts.endsAt, now)) as SQL;
    case 'quick-pay':
      return and(eq(shifts.status, 'confirmed'), eq(shifts.boostType, 'quick')) as SQL;
    case 'inspection':
      return and(
        eq(shifts.status, 'confirmed'),
        or(isNull(shifts.boostType), ne(shifts.boostType, 'quick')),
        isNull(shifts.inspectionSentAt),
      ) as SQL;
  }
}

/** The state a conditional transition expects the shift still to be in. */
export type ExpectedShiftState = { tab: ActionCenterTab; now: Date } | { status: 'confirmed' };

export function expectedStateCondition(expected: ExpectedShiftState): SQL {
  return 'tab' in expected ? tabCondition(expected.tab, expected.now) : eq(shifts.status, expected.status);
}
