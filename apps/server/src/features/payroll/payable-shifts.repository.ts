import { addDays, helsinkiDayStart } from '@portal/domain/shared';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { payrollLines, payrollLists, payrolls } from '../../db/schema/payroll.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

// What payroll is made of, read from the tables of other features (reading is free; decision 0013): the
// shifts of a period that are on no payroll of a live list, with their worker, area, contract and boost.

/** A shift is taken while one of its lines is on a payroll of a list that is not deleted. */
export const isOnLivePayroll: SQL = sql`exists (
  select 1 from ${payrollLines} l join ${payrolls} p on p.id = l.payroll_id
    join ${payrollLists} pl on pl.id = p.payroll_list_id
  where l.shift_id = ${shifts.id} and pl.deleted_at is null)`;

export type CandidateShift = {
  id: string;
  status: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  actualStartsAt: Date | null;
  actualEndsAt: Date | null;
  breakMinutes: number | null;
  roleType: string | null;
  kilometres: number | null;
  workDayType: string | null;
  contractId: string | null;
  workerId: string | null;
  workerName: string | null;
  areaId: string;
  areaName: string | null;
  boostType: 'quick' | 'bonus' | null;
  boostValue: number | null;
  createdAt: Date;
};

/** Booked, confirmed (not yet payable) and verified shifts: the ones a pay period speaks of. */
const periodStatuses = ['booked', 'confirmed', 'verified'] as const;

/**
 * The account's shifts on no live payroll: those whose (planned) Helsinki day is in [from, to], or the
 * given ones; `quickOnly` keeps the quick-boosted ones.
 */
export async function findCandidateShifts(
  executor: Executor,
  filter: {
    accountId: string;
    from?: string;
    to?: string;
    shiftIds?: readonly string[];
    quickOnly?: boolean;
  },
): Promise<CandidateShift[]> {
  const rows = await executor
    .select({
      id: shifts.id,
      status: shifts.status,
      title: shifts.title,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      actualStartsAt: shifts.actualStartsAt,
      actualEndsAt: shifts.actualEndsAt,
      breakMinutes: shifts.breakMinutes,
      roleType: shifts.roleType,
      kilometres: shifts.kilometrikorvaus,
      workDayType: shifts.workDayType,
      contractId: shifts.contractId,
      workerId: shifts.assignedTo,
      workerFirstName: users.firstName,
      workerLastName: users.lastName,
      areaId: shifts.areaId,
      areaName: areas.name,
      boostType: shifts.boostType,
      boostValue: shifts.boostValue,
      boosted: shifts.boosted,
      createdAt: shifts.createdAt,
    })
    .from(shifts)
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .leftJoin(areas, eq(areas.id, shifts.areaId))
    .where(
      and(
        eq(shifts.accountId, filter.accountId),
        isNull(shifts.deletedAt),
        inArray(shifts.status, [...periodStatuses]),
        sql`not ${isOnLivePayroll}`,
        filter.shiftIds ? inArray(shifts.id, [...filter.shiftIds]) : undefined,
        filter.quickOnly ? and(eq(shifts.boosted, true), eq(shifts.boostType, 'quick')) : undefined,
        filter.from ? gte(shifts.startsAt, helsinkiDayStart(filter.from)) : undefined,
        filter.to ? lt(shifts.startsAt, helsinkiDayStart(addDays(filter.to, 1))) : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map(
    ({ workerFirstName, workerLastName, kilometres, boosted, boostType, boostValue, ...row }) => ({
      ...row,
      kilometres: kilometres === null ? null : Number(kilometres),
      boostType: boosted ? boostType : null,
      boostValue: boosted && boostValue !== null ? Number(boostValue) : null,
      workerName: workerFirstName === null ? null : `${workerFirstName} ${workerLastName ?? ''}`.trim(),
    }),
  );
}

export type WorkerFacts = { id: string; name: string; employmentStart: string; locale: string | null };

/** The workers' names, languages and when they joined (the start of employment for holiday compensation). */
export async function findWorkerFacts(
  executor: Executor,
  workerIds: readonly string[],
): Promise<Map<string, WorkerFacts>> {
  if (workerIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(workerIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: `${row.firstName} ${row.lastName ?? ''}`.trim(),
        employmentStart: row.createdAt.toISOString().slice(0, 10),
        locale: row.locale,
      },
    ]),
  );
}

/**
 * The work already on OTHER live payrolls of the workers in the months of [from, to]: a month's holiday
 * compensation depends on all of the month's work for the employer, not only this list's.
 */
export async function findOtherMonthsOfWork(
  executor: Executor,
  filter: { workerIds: readonly string[]; from: string; to: string; exceptListId: string },
): Promise<Map<string, { days: Set<string>; minutes: number }>> {
  if (filter.workerIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({
      workerId: payrolls.workerId,
      day: payrollLines.day,
      minutes: sql<number>`sum(${payrollLines.minutes})::int`,
    })
    .from(payrollLines)
    .innerJoin(payrolls, eq(payrolls.id, payrollLines.payrollId))
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(
      and(
        isNull(payrollLists.deletedAt),
        sql`${payrollLists.id} <> ${filter.exceptListId}`,
        inArray(payrolls.workerId, [...filter.workerIds]),
        sql`${payrollLines.shiftId} is not null and ${payrollLines.minutes} is not null`,
        gte(payrollLines.day, `${filter.from.slice(0, 7)}-01`),
        lt(payrollLines.day, addDays(`${filter.to.slice(0, 7)}-01`, 31)),
      ),
    )
    .groupBy(payrolls.workerId, payrollLines.day);
  const work = new Map<string, { days: Set<string>; minutes: number }>();
  for (const row of rows) {
    if (row.day === null) {
      continue;
    }
    const key = `${row.workerId}|${row.day.slice(0, 7)}`;
    const month = work.get(key) ?? { days: new Set<string>(), minutes: 0 };
    month.days.add(row.day);
    month.minutes += row.minutes;
    work.set(key, month);
  }
  return work;
}
