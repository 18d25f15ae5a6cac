import type { Boost } from '@portal/domain/shifts';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { poolMembers, pools } from '../../db/schema/pools.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

export type ShiftRow = typeof shifts.$inferSelect;

/** Which of an account's shifts a caller may see: all, or a customer's areas only. */
export type ShiftScope = { accountId: string; areaIds: readonly string[] | null };

function inScope(scope: ShiftScope): SQL {
  const conditions = [eq(shifts.accountId, scope.accountId), ne(shifts.status, 'deleted')];
  if (scope.areaIds) {
    conditions.push(scope.areaIds.length > 0 ? inArray(shifts.areaId, [...scope.areaIds]) : sql`false`);
  }
  return and(...conditions) as SQL;
}

const assigneesAlias = 'shift_assignees';
const assignees = alias(users, assigneesAlias);
const confirmers = alias(users, 'shift_confirmers');
const verifiers = alias(users, 'shift_verifiers');

function nameOf(table: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;
}

/** A shift may start the day before the range and still run into it (a night shift). */
const longestShiftMs = 24 * 60 * 60 * 1000;

export type CalendarRow = {
  id: string;
  areaId: string;
  areaName: string;
  title: string;
  /** Unix time in whole seconds, as the calendar's answer sends instants: no Date round trip for 1,500 rows. */
  startsAt: number;
  endsAt: number;
  status: ShiftRow['status'];
  assignedTo: string | null;
  /** Null exactly when no worker is assigned (the join finds no user). */
  assigneeName: string | null;
  reservationCount: number;
  boosted: boolean;
};

/**
 * A timestamptz as Unix time in whole seconds. `date_part` answers double precision, which both drivers
 * read as a number (`extract` answers numeric, read as text).
 */
function unixSeconds(column: AnyPgColumn): SQL<number> {
  return sql<number>`floor(date_part('epoch', ${column}))`;
}

/**
 * The calendar's one query: live shifts of the scope that overlap [from, to), by start, `limit` rows at
 * most. The start bound keeps it on `shifts_account_start_idx`; areas and assignees are joined, nothing is
 * looked up per row. Raw rows, named as `CalendarRow`: every value already has its final type (text,
 * boolean, int), so drizzle's per-column mapping of up to 1,500 rows would be spent for nothing.
 */
export async function listCalendarShifts(
  executor: Executor,
  filter: ShiftScope & { from: Date; to: Date; areaId?: string; limit: number },
): Promise<CalendarRow[]> {
  const conditions = [
    inScope(filter),
    gte(shifts.startsAt, new Date(filter.from.getTime() - longestShiftMs)),
    lt(shifts.startsAt, filter.to),
    gt(shifts.endsAt, filter.from),
  ];
  if (filter.areaId) {
    conditions.push(eq(shifts.areaId, filter.areaId));
  }
  const result = await executor.execute<CalendarRow>(sql`
    select ${shifts.id} as "id", ${shifts.areaId} as "areaId", ${areas.name} as "areaName",
      ${shifts.title} as "title", ${unixSeconds(shifts.startsAt)} as "startsAt", ${unixSeconds(shifts.endsAt)} as "endsAt",
      ${shifts.status} as "status", ${shifts.assignedTo} as "assignedTo",
      trim(${assignees.firstName} || ' ' || ${assignees.lastName}) as "assigneeName",
      cardinality(${shifts.reservations}) as "reservationCount", ${shifts.boosted} as "boosted"
    from ${shifts}
    inner join ${areas} on ${areas.id} = ${shifts.areaId}
    left join ${users} as ${sql.identifier(assigneesAlias)} on ${assignees.id} = ${shifts.assignedTo}
    where ${and(...conditions)}
    order by ${shifts.startsAt}, ${shifts.id}
    limit ${filter.limit}`);
  // The engine-neutral Database type leaves a raw result untyped; node-postgres and PGlite both answer rows.
  return (result as { rows: CalendarRow[] }).rows;
}

/** A live shift of the account (any area), or null. `forUpdate` locks it for the rest of the transaction. */
export async function findShift(
  executor: Executor,
  accountId: string,
  shiftId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShiftRow | null> {
  const query = executor
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.accountId, accountId), ne(shifts.status, 'deleted')));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export type ShiftDetailRow = {
  shift: ShiftRow;
  gigTitle: string | null;
  area: {
    id: string;
    name: string;
    streetAddress: string | null;
    postcode: string | null;
    city: string | null;
  };
  assignee: ShiftWorkerRow | null;
  confirmedByName: string | null;
  verifiedByName: string | null;
};

export type ShiftWorkerRow = {
  id: string;
  fullName: string;
  profession: string | null;
  mobile: string | null;
};

export async function findShiftDetail(executor: Executor, shift: ShiftRow): Promise<ShiftDetailRow> {
  const [row] = await executor
    .select({
      gigTitle: gigs.title,
      areaId: areas.id,
      areaName: areas.name,
      streetAddress: areas.streetAddress,
      postcode: areas.postcode,
      city: areas.city,
      confirmedByName: nameOf(confirmers),
      verifiedByName: nameOf(verifiers),
    })
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(gigs, eq(gigs.id, shifts.gigId))
    .leftJoin(confirmers, eq(confirmers.id, shifts.confirmedBy))
    .leftJoin(verifiers, eq(verifiers.id, shifts.verifiedBy))
    .where(eq(shifts.id, shift.id));
  if (!row) {
    throw new Error(`shift ${shift.id} vanished`);
  }
  const [assignee] = shift.assignedTo ? await findWorkers(executor, [shift.assignedTo]) : [];
  return {
    shift,
    gigTitle: row.gigTitle,
    area: {
      id: row.areaId,
      name: row.areaName,
      streetAddress: row.streetAddress,
      postcode: row.postcode,
      city: row.city,
    },
    assignee: assignee ?? null,
    confirmedByName: row.confirmedByName,
    verifiedByName: row.verifiedByName,
  };
}

/** Workers by id, in the order asked (missing ones left out). */
export async function findWorkers(executor: Executor, ids: readonly string[]): Promise<ShiftWorkerRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await executor
    .select({
      id: users.id,
      fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      profession: users.profession,
      mobile: users.mobile,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A user's name as the history records it. */
export async function findUserName(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.fullName ?? '';
}

export type AssignableWorker = ShiftWorkerRow & { assignable: boolean };

/**
 * The worker with whether the account may book them: a confirmed, accepted worker in one of the account's
 * pools (the same people the employee search offers). Null for no such user at all.
 */
export async function findAssignableWorker(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<AssignableWorker | null> {
  const inAccountPool = sql<boolean>`exists (select 1 from ${poolMembers}
      join ${pools} on ${pools.id} = ${poolMembers.poolId}
      where ${poolMembers.userId} = ${users.id} and ${pools.accountId} = ${accountId})`;
  const [row] = await executor
    .select({
      id: users.id,
      fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      profession: users.profession,
      mobile: users.mobile,
      assignable: sql<boolean>`(${users.role} = 'worker' and ${users.confirmed}
        and ${users.status} = 'accepted' and ${inAccountPool})`,
    })
    .from(users)
    .where(eq(users.id, workerId));
  return row ?? null;
}

export type WorkerShiftRow = {
  id: string;
  title: string;
  areaName: string;
  startsAt: Date;
  endsAt: Date;
};

/** The worker's live shifts (booked, confirmed or verified) within a window, for the same-day warning. */
export async function findWorkerShiftsAround(
  executor: Executor,
  workerId: string,
  window: { from: Date; to: Date },
): Promise<WorkerShiftRow[]> {
  return executor
    .select({
      id: shifts.id,
      title: shifts.title,
      areaName: areas.name,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
    })
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .where(
      and(
        eq(shifts.assignedTo, workerId),
        inArray(shifts.status, ['booked', 'confirmed', 'verified']),
        gt(shifts.endsAt, window.from),
        lt(shifts.startsAt, window.to),
      ),
    )
    .orderBy(asc(shifts.startsAt));
}

/** Open and draft shifts whose end has passed, locked for the expiry run (others' runs skip them). */
export async function lockEndedUnfilledShifts(
  executor: Executor,
  now: Date,
  limit: number,
): Promise<ShiftRow[]> {
  return executor
    .select()
    .from(shifts)
    .where(and(inArray(shifts.status, ['open', 'draft']), lte(shifts.endsAt, now)))
    .orderBy(asc(shifts.endsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A shift's boost alone, for the spec's boost rule (which answers it unchanged or cleared). */
export function boostOf(shift: Pick<ShiftRow, 'boosted' | 'boostType' | 'boostValue'>): Boost {
  return { boosted: shift.boosted, boostType: shift.boostType, boostValue: shift.boostValue };
}
