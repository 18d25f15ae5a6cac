import type {
  ListWageReportsQuery,
  WageReportDetail,
  WageReportPage,
  WageReportToMake,
} from '@portal/domain/incomes-register';
import { earningsPaymentReportDueOn, isEarningsPaymentReportOverdue } from '@portal/domain/payroll';
import { helsinkiDayKey } from '@portal/domain/shared';
import { findPairsToReport } from '../paid-pay.repository';
import { presentWageReportSummary } from '../wage-reports.presenter';
import { listWageReports } from '../wage-reports.repository';
import {
  getWageReportRow,
  livePairsOf,
  loadWageReportDetail,
  type WageReportOptions,
  type WageReportsDependencies,
} from './wage-report-use-case';

type AccountOptions = { accountId: string };

/** The pairs still to report with their deadlines; past the deadline they are overdue. */
export async function listWageReportsToMake(
  { db, clock }: WageReportsDependencies,
  { accountId }: AccountOptions,
): Promise<{ items: WageReportToMake[] }> {
  const today = helsinkiDayKey(clock.now());
  const pairs = await findPairsToReport(db, accountId);
  return {
    items: pairs.map((pair) => ({
      ...pair,
      dueOn: earningsPaymentReportDueOn(pair.paymentDate),
      overdue: isEarningsPaymentReportOverdue(pair.paymentDate, today),
    })),
  };
}

export async function listWageReportsPage(
  { db, clock }: WageReportsDependencies,
  { accountId, query }: AccountOptions & { query: ListWageReportsQuery },
): Promise<WageReportPage> {
  const today = helsinkiDayKey(clock.now());
  const { rows, total } = await listWageReports(db, accountId, query);
  const livePairs = await livePairsOf(db, accountId, rows);
  return {
    items: rows.map((row) =>
      presentWageReportSummary(row, today, livePairs.has(`${row.workerId}|${row.paymentDate}`)),
    ),
    total,
  };
}

export async function getWageReport(
  { db, clock }: WageReportsDependencies,
  { accountId, reportId }: Omit<WageReportOptions, 'actor'>,
): Promise<WageReportDetail> {
  const row = await getWageReportRow(db, accountId, reportId);
  return loadWageReportDetail(db, clock, row.id);
}

/** The count the dashboard shows: paid pay not validly reported past its deadline. */
export async function countOverdueWageReports(
  { db, clock }: Pick<WageReportsDependencies, 'db' | 'clock'>,
  accountId: string,
): Promise<number> {
  const today = helsinkiDayKey(clock.now());
  const pairs = await findPairsToReport(db, accountId);
  return pairs.filter((pair) => isEarningsPaymentReportOverdue(pair.paymentDate, today)).length;
}
