import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payerSummaryReports } from '../../db/schema/payroll.schema';
import { liveWageReportStates } from './wage-report-liveness';

export type PayerSummaryReportRow = typeof payerSummaryReports.$inferSelect;
export type PayerSummaryReportInsert = typeof payerSummaryReports.$inferInsert;

export const payerSummaryAuditSubject = 'PayerSummaryReport';

export async function findPayerSummaryReport(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayerSummaryReportRow | null> {
  const query = executor
    .select()
    .from(payerSummaryReports)
    .where(and(eq(payerSummaryReports.id, id), eq(payerSummaryReports.accountId, accountId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the month (its first day) has a report the register holds or may hold. */
export async function hasLivePayerSummaryReport(
  executor: Executor,
  accountId: string,
  month: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: payerSummaryReports.id })
    .from(payerSummaryReports)
    .where(
      and(
        eq(payerSummaryReports.accountId, accountId),
        eq(payerSummaryReports.month, month),
        inArray(payerSummaryReports.status, [...liveWageReportStates]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listPayerSummaryReports(
  executor: Executor,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PayerSummaryReportRow[]; total: number }> {
  const where = eq(payerSummaryReports.accountId, accountId);
  const rows = await executor
    .select()
    .from(payerSummaryReports)
    .where(where)
    .orderBy(desc(payerSummaryReports.month), desc(payerSummaryReports.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(payerSummaryReports)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function insertPayerSummaryReport(
  executor: Executor,
  values: PayerSummaryReportInsert,
): Promise<PayerSummaryReportRow> {
  const [row] = await executor.insert(payerSummaryReports).values(values).returning();
  return row as PayerSummaryReportRow;
}

export async function updatePayerSummaryReport(
  executor: Executor,
  id: string,
  values: Partial<PayerSummaryReportInsert>,
): Promise<PayerSummaryReportRow> {
  const [row] = await executor
    .update(payerSummaryReports)
    .set(values)
    .where(eq(payerSummaryReports.id, id))
    .returning();
  return row as PayerSummaryReportRow;
}
