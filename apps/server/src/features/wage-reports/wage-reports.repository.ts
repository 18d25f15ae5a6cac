import type { ListWageReportsQuery } from '@portal/domain/incomes-register';
import { pageOffset } from '@portal/domain/shared';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit.schema';
import { wageReports } from '../../db/schema/payroll.schema';
import { users } from '../../db/schema/users.schema';

export type WageReportRow = typeof wageReports.$inferSelect;
export type WageReportInsert = typeof wageReports.$inferInsert;
export type WageReportListRow = WageReportRow & { workerName: string };

/** The audit trail's subject of a wage report (its history is read back from there). */
export const wageReportAuditSubject = 'WageReport';

const withWorkerName = {
  report: wageReports,
  workerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

export async function findWageReport(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WageReportRow | null> {
  const query = executor
    .select()
    .from(wageReports)
    .where(and(eq(wageReports.id, id), eq(wageReports.accountId, accountId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWageReportsByIds(
  executor: Executor,
  ids: readonly string[],
): Promise<WageReportListRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await executor
    .select(withWorkerName)
    .from(wageReports)
    .innerJoin(users, eq(users.id, wageReports.workerId))
    .where(inArray(wageReports.id, [...ids]))
    .orderBy(asc(wageReports.createdAt));
  return rows.map(({ report, workerName }) => ({ ...report, workerName }));
}

export async function listWageReports(
  executor: Executor,
  accountId: string,
  query: ListWageReportsQuery,
): Promise<{ rows: WageReportListRow[]; total: number }> {
  const where = and(
    eq(wageReports.accountId, accountId),
    query.status ? eq(wageReports.status, query.status) : undefined,
    query.from ? gte(wageReports.paymentDate, query.from) : undefined,
    query.to ? lte(wageReports.paymentDate, query.to) : undefined,
    query.workerId ? eq(wageReports.workerId, query.workerId) : undefined,
  );
  const rows = await executor
    .select(withWorkerName)
    .from(wageReports)
    .innerJoin(users, eq(users.id, wageReports.workerId))
    .where(where)
    .orderBy(desc(wageReports.paymentDate), desc(wageReports.createdAt))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const [count] = await executor.select({ total: sql<number>`count(*)::int` }).from(wageReports).where(where);
  return {
    rows: rows.map(({ report, workerName }) => ({ ...report, workerName })),
    total: count?.total ?? 0,
  };
}

/** The reports of the same worker and payment dates, to tell which pairs are validly reported now. */
export async function findReportsOfPairs(
  executor: Executor,
  accountId: string,
  pairs: readonly { workerId: string; paymentDate: string }[],
): Promise<Pick<WageReportRow, 'id' | 'workerId' | 'paymentDate' | 'status' | 'replacesReportId'>[]> {
  if (pairs.length === 0) {
    return [];
  }
  return executor
    .select({
      id: wageReports.id,
      workerId: wageReports.workerId,
      paymentDate: wageReports.paymentDate,
      status: wageReports.status,
      replacesReportId: wageReports.replacesReportId,
    })
    .from(wageReports)
    .where(
      and(
        eq(wageReports.accountId, accountId),
        inArray(wageReports.workerId, [...new Set(pairs.map((pair) => pair.workerId))]),
        inArray(wageReports.paymentDate, [...new Set(pairs.map((pair) => pair.paymentDate))]),
      ),
    );
}

export async function findReplacements(executor: Executor, reportId: string): Promise<WageReportRow[]> {
  return executor
    .select()
    .from(wageReports)
    .where(eq(wageReports.replacesReportId, reportId))
    .orderBy(asc(wageReports.createdAt));
}

export async function insertWageReport(executor: Executor, values: WageReportInsert): Promise<WageReportRow> {
  const [row] = await executor.insert(wageReports).values(values).returning();
  return row as WageReportRow;
}

export async function updateWageReport(
  executor: Executor,
  id: string,
  values: Partial<WageReportInsert>,
): Promise<WageReportRow> {
  const [row] = await executor.update(wageReports).set(values).where(eq(wageReports.id, id)).returning();
  return row as WageReportRow;
}

export type AuditTrailRow = { at: Date; action: string; changes: Record<string, unknown> | null };

/** The audit entries of a report (or a separate report), oldest first: its history of states. */
export async function findAuditTrail(
  executor: Executor,
  subject: string,
  subjectId: string,
): Promise<AuditTrailRow[]> {
  return executor
    .select({ at: auditLog.at, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));
}
