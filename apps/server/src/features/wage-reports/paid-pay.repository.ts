import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollLines, payrollLists, payrolls, wageReports } from '../../db/schema/payroll.schema';
import { users } from '../../db/schema/users.schema';
import { liveWageReportStates } from './wage-report-liveness';

// Reads of the payroll feature's tables (decision 0013: reading another feature's table is allowed; only
// features/payroll writes them). Paid pay is a `paid` payroll of a live (not deleted) list; its payment
// date is the payroll's `paid_on`.

const paidPayOf = (accountId: string) =>
  and(eq(payrolls.accountId, accountId), eq(payrolls.status, 'paid'), isNull(payrollLists.deletedAt));

export type PairToReport = { workerId: string; workerName: string; paymentDate: string; grossCents: number };

/** The (worker, payment date) pairs of paid payrolls with no live report, newest payment date first. */
export async function findPairsToReport(
  executor: Executor,
  accountId: string,
  filter: { paymentDate?: string; workerId?: string } = {},
): Promise<PairToReport[]> {
  const live = sql`exists (select 1 from ${wageReports} where ${wageReports.accountId} = ${payrolls.accountId}
    and ${wageReports.workerId} = ${payrolls.workerId} and ${wageReports.paymentDate} = ${payrolls.paidOn}
    and ${inArray(wageReports.status, [...liveWageReportStates])})`;
  const rows = await executor
    .select({
      workerId: payrolls.workerId,
      firstName: users.firstName,
      lastName: users.lastName,
      paymentDate: sql<string>`${payrolls.paidOn}`,
      grossCents: sql<number>`sum(${payrolls.grossCents})::int`,
    })
    .from(payrolls)
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .innerJoin(users, eq(users.id, payrolls.workerId))
    .where(
      and(
        paidPayOf(accountId),
        sql`${payrolls.paidOn} is not null`,
        filter.paymentDate ? eq(payrolls.paidOn, filter.paymentDate) : undefined,
        filter.workerId ? eq(payrolls.workerId, filter.workerId) : undefined,
        sql`not ${live}`,
      ),
    )
    .groupBy(payrolls.workerId, users.firstName, users.lastName, payrolls.paidOn)
    .orderBy(sql`${payrolls.paidOn} desc`, asc(users.lastName), asc(users.firstName));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, workerName: `${firstName} ${lastName}` }));
}

export type PaidLineRow = {
  kind: string;
  incomeType: number;
  grossCents: number;
  minutes: number | null;
  unitCents: number | null;
  baseUnitCents: number | null;
  kilometreHundredths: number | null;
};

/** A worker's paid lines of a payment date, with the pay period their lists cover. */
export async function findPaidLines(
  executor: Executor,
  accountId: string,
  workerId: string,
  paymentDate: string,
): Promise<{ lines: PaidLineRow[]; periodStart: string | null; periodEnd: string | null }> {
  const where = and(paidPayOf(accountId), eq(payrolls.workerId, workerId), eq(payrolls.paidOn, paymentDate));
  const lines = await executor
    .select({
      kind: payrollLines.kind,
      incomeType: payrollLines.incomeType,
      grossCents: payrollLines.grossCents,
      minutes: payrollLines.minutes,
      unitCents: payrollLines.unitCents,
      baseUnitCents: payrollLines.baseUnitCents,
      kilometreHundredths: payrollLines.kilometreHundredths,
    })
    .from(payrollLines)
    .innerJoin(payrolls, eq(payrolls.id, payrollLines.payrollId))
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(where)
    .orderBy(asc(payrollLines.position));
  const [period] = await executor
    .select({
      periodStart: sql<string | null>`min(${payrollLists.periodFrom})::text`,
      periodEnd: sql<string | null>`max(${payrollLists.periodTo})::text`,
    })
    .from(payrolls)
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(where);
  return { lines, periodStart: period?.periodStart ?? null, periodEnd: period?.periodEnd ?? null };
}

/** The gross of the paid payrolls whose payment date is in [from, to]. */
export async function sumPaidGross(
  executor: Executor,
  accountId: string,
  from: string,
  to: string,
): Promise<{ payrolls: number; grossCents: number }> {
  const [row] = await executor
    .select({
      payrolls: sql<number>`count(*)::int`,
      grossCents: sql<number>`coalesce(sum(${payrolls.grossCents}), 0)::int`,
    })
    .from(payrolls)
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(and(paidPayOf(accountId), gte(payrolls.paidOn, from), lte(payrolls.paidOn, to)));
  return { payrolls: row?.payrolls ?? 0, grossCents: row?.grossCents ?? 0 };
}

/** A worker's name, for a report whose pay is gone from view. */
export async function findWorkerNames(
  executor: Executor,
  workerIds: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (workerIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(workerIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
