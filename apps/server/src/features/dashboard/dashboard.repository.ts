import { timeZone } from '@portal/domain/shared';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { pools } from '../../db/schema/pools.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

export type DashboardScope = { accountId: string; areaIds: string[] | null };

const count = sql<number>`count(*)::int`;

function areaFilter(
  column: typeof areas.id | typeof shifts.areaId | typeof gigs.areaId,
  scope: DashboardScope,
) {
  return scope.areaIds ? inArray(column, scope.areaIds) : undefined;
}

export async function countWorkers(executor: Executor, accountId: string) {
  const [row] = await executor
    .select({
      total: count,
      confirmed: sql<number>`count(*) filter (where ${users.confirmed})::int`,
      applicants: sql<number>`count(*) filter (where ${users.status} = 'applied')::int`,
    })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'worker'), ne(users.status, 'deleted')));
  return row ?? { total: 0, confirmed: 0, applicants: 0 };
}

export async function countAreas(executor: Executor, scope: DashboardScope): Promise<number> {
  const [row] = await executor
    .select({ total: count })
    .from(areas)
    .where(and(eq(areas.accountId, scope.accountId), isNull(areas.deletedAt), areaFilter(areas.id, scope)));
  return row?.total ?? 0;
}

export async function countPools(executor: Executor, accountId: string): Promise<number> {
  const [row] = await executor.select({ total: count }).from(pools).where(eq(pools.accountId, accountId));
  return row?.total ?? 0;
}

/** Shift figures by the spec's definitions: reserved means an assignee; upcoming, in progress, awaiting. */
export async function countShifts(executor: Executor, scope: DashboardScope, now: Date) {
  const isBookedAndReserved: SQL = sql`${shifts.status} = 'booked' and ${shifts.reserved}`;
  const [row] = await executor
    .select({
      open: sql<number>`count(*) filter (where ${shifts.status} = 'open' and ${shifts.startsAt} > ${now})::int`,
      upcoming: sql<number>`count(*) filter (where ${isBookedAndReserved} and ${shifts.startsAt} > ${now})::int`,
      inProgress: sql<number>`count(*) filter (where ${isBookedAndReserved} and ${shifts.startsAt} <= ${now} and ${shifts.endsAt} > ${now})::int`,
      awaitingConfirmation: sql<number>`count(*) filter (where ${isBookedAndReserved} and ${shifts.endsAt} <= ${now})::int`,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.accountId, scope.accountId),
        ne(shifts.status, 'deleted'),
        areaFilter(shifts.areaId, scope),
      ),
    );
  return row ?? { open: 0, upcoming: 0, inProgress: 0, awaitingConfirmation: 0 };
}

export async function countGigs(executor: Executor, scope: DashboardScope) {
  const [row] = await executor
    .select({
      published: sql<number>`count(*) filter (where ${gigs.status} = 'published')::int`,
      drafts: sql<number>`count(*) filter (where ${gigs.status} = 'draft')::int`,
    })
    .from(gigs)
    .where(
      and(eq(gigs.accountId, scope.accountId), eq(gigs.isTemplate, false), areaFilter(gigs.areaId, scope)),
    );
  return row ?? { published: 0, drafts: 0 };
}

/** Booked and open shifts per Helsinki calendar day, for the seven days starting on `today` (YYYY-MM-DD). */
export async function countShiftsPerDay(executor: Executor, scope: DashboardScope, today: string) {
  const day = sql<string>`to_char((${shifts.startsAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return (
    executor
      .select({
        date: day,
        booked: sql<number>`count(*) filter (where ${shifts.status} in ('booked', 'confirmed', 'verified'))::int`,
        open: sql<number>`count(*) filter (where ${shifts.status} = 'open')::int`,
      })
      .from(shifts)
      .where(
        and(
          eq(shifts.accountId, scope.accountId),
          areaFilter(shifts.areaId, scope),
          sql`(${shifts.startsAt} at time zone ${timeZone})::date between ${today}::date and ${today}::date + 6`,
        ),
      )
      // By position: the day expression carries a bound parameter, so repeating it would not match.
      .groupBy(sql`1`)
  );
}

/**
 * Shifts offered (not drafts or deleted) and filled (booked, confirmed or verified) per Helsinki week
 * (ISO, Monday first), for the days `from` to `to` (YYYY-MM-DD, both included).
 */
export async function countShiftsPerWeek(
  executor: Executor,
  scope: DashboardScope,
  from: string,
  to: string,
) {
  const week = sql<string>`to_char(date_trunc('week', ${shifts.startsAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return executor
    .select({
      weekStart: week,
      shifts: count,
      filled: sql<number>`count(*) filter (where ${shifts.status} in ('booked', 'confirmed', 'verified'))::int`,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.accountId, scope.accountId),
        areaFilter(shifts.areaId, scope),
        inArray(shifts.status, ['open', 'booked', 'confirmed', 'verified', 'expired']),
        sql`(${shifts.startsAt} at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
      ),
    )
    .groupBy(sql`1`);
}
