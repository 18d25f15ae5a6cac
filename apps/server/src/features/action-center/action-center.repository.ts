import { and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';
import { type ActionCenterTab, isUnreservedSql, tabCondition } from '../shifts/shifts.api';

export type ShiftRow = typeof shifts.$inferSelect;
export type ActionCenterRow = ShiftRow & {
  areaName: string;
  workerFirstName: string | null;
  workerLastName: string | null;
};
export type PersonRow = { id: string; firstName: string; lastName: string };

/** The account, and for a customer limited to some areas only those (null: every area). */
export type ShiftScope = {
  accountId: string;
  areaIds: readonly string[] | null;
  areaId?: string | undefined;
};

function scopeCondition(scope: ShiftScope): SQL | undefined {
  return and(
    eq(shifts.accountId, scope.accountId),
    scope.areaIds
      ? scope.areaIds.length > 0
        ? inArray(shifts.areaId, [...scope.areaIds])
        : sql`false`
      : undefined,
    scope.areaId ? eq(shifts.areaId, scope.areaId) : undefined,
  );
}

const rowColumns = {
  shift: shifts,
  areaName: areas.name,
  workerFirstName: users.firstName,
  workerLastName: users.lastName,
};

function flatten(row: {
  shift: ShiftRow;
  areaName: string;
  workerFirstName: string | null;
  workerLastName: string | null;
}): ActionCenterRow {
  return {
    ...row.shift,
    areaName: row.areaName,
    workerFirstName: row.workerFirstName,
    workerLastName: row.workerLastName,
  };
}

/**
 * One page of a tab. Bookings soonest first (the next shift to fill); the others oldest first (the
 * longest waiting). Deleted shifts never match a tab's status.
 */
export async function listTab(
  executor: Executor,
  filter: {
    scope: ShiftScope;
    tab: ActionCenterTab;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ActionCenterRow[]; total: number }> {
  const where = and(scopeCondition(filter.scope), tabCondition(filter.tab, filter.now));
  const order =
    filter.tab === 'bookings' ? [asc(shifts.startsAt), asc(shifts.id)] : [asc(shifts.endsAt), asc(shifts.id)];
  const rows = await executor
    .select(rowColumns)
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: count() }).from(shifts).where(where);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
}

/** How many shifts wait in a tab (the total of its list). */
export async function countTab(
  executor: Executor,
  filter: { scope: ShiftScope; tab: ActionCenterTab; now: Date },
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(shifts)
    .where(and(scopeCondition(filter.scope), tabCondition(filter.tab, filter.now)));
  return row?.total ?? 0;
}

/** One shift of the account with its area and worker names, or null. */
export async function findShift(
  executor: Executor,
  accountId: string,
  shiftId: string,
): Promise<ActionCenterRow | null> {
  const [row] = await executor
    .select(rowColumns)
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .where(and(eq(shifts.accountId, accountId), eq(shifts.id, shiftId), ne(shifts.status, 'deleted')));
  return row ? flatten(row) : null;
}

/** Several shifts of the account by id (deleted ones left out). */
export async function findShifts(
  executor: Executor,
  accountId: string,
  shiftIds: readonly string[],
): Promise<ActionCenterRow[]> {
  if (shiftIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select(rowColumns)
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .where(
      and(eq(shifts.accountId, accountId), inArray(shifts.id, [...shiftIds]), ne(shifts.status, 'deleted')),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map(flatten);
}

/** Names of workers (reservations). */
export async function findPeople(executor: Executor, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Open, unreserved future shifts (the menu badge). */
export async function countOpenUnreservedFuture(
  executor: Executor,
  scope: ShiftScope,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(shifts)
    .where(and(scopeCondition(scope), eq(shifts.status, 'open'), isUnreservedSql, gt(shifts.startsAt, now)));
  return row?.total ?? 0;
}

export async function findBreakRule(
  executor: Executor,
  accountId: string,
): Promise<{ unpaidTime: number; minHoursWithBreak: number; name: string; country: 'FI' | 'DE' } | null> {
  const [row] = await executor
    .select({
      unpaidTime: accounts.unpaidTime,
      minHoursWithBreak: accounts.minHoursWithBreak,
      name: accounts.name,
      country: accounts.country,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The addresses an area's inspection summaries go to. */
export async function findAreaConfirmationEmails(
  executor: Executor,
  areaIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (areaIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ id: areas.id, confirmationEmails: areas.confirmationEmails })
    .from(areas)
    .where(inArray(areas.id, [...areaIds]));
  return new Map(rows.map((row) => [row.id, row.confirmationEmails]));
}
