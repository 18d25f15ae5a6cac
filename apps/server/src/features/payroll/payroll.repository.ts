import { adjustmentLineKind, type PayrollListKind, type PayrollListStage } from '@portal/domain/payroll';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollLines, payrollLists, payrolls } from '../../db/schema/payroll.schema';
import { accounts } from '../../db/schema/tenancy.schema';

// The payroll feature's own tables (SQL only): lists, payrolls, lines.

export type PayrollListRow = typeof payrollLists.$inferSelect;
export type PayrollRow = typeof payrolls.$inferSelect;
export type PayrollLineRow = typeof payrollLines.$inferSelect;
export type NewPayrollLine = typeof payrollLines.$inferInsert;

/** The manual line kind: the only lines a not-paid payroll keeps when its list is gathered again. */
export const adjustmentKind = adjustmentLineKind;

/**
 * Serialises the gatherings of one account: two lists made at once could otherwise both take a shift.
 * The account row is only locked, never written.
 */
export async function lockAccountPayroll(executor: Executor, accountId: string): Promise<void> {
  await executor.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function insertPayrollList(
  executor: Executor,
  values: typeof payrollLists.$inferInsert,
): Promise<PayrollListRow> {
  const [row] = await executor.insert(payrollLists).values(values).returning();
  if (!row) {
    throw new Error('payroll list insert returned nothing');
  }
  return row;
}

/** A live list of the account, or null (another account's or a deleted one is not found). */
export async function findPayrollList(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayrollListRow | null> {
  const query = executor
    .select()
    .from(payrollLists)
    .where(
      and(eq(payrollLists.id, id), eq(payrollLists.accountId, accountId), isNull(payrollLists.deletedAt)),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayrollList(
  executor: Executor,
  id: string,
  values: Partial<Pick<PayrollListRow, 'stage' | 'updatedAt' | 'deletedAt'>>,
): Promise<PayrollListRow> {
  const [row] = await executor.update(payrollLists).set(values).where(eq(payrollLists.id, id)).returning();
  if (!row) {
    throw new Error('payroll list update returned nothing');
  }
  return row;
}

/** The account's live lists, newest payment date first. */
export async function findPayrollListPage(
  executor: Executor,
  filter: { accountId: string; kind?: PayrollListKind; stages?: readonly PayrollListStage[] },
  page: { limit: number; offset: number },
): Promise<{ rows: PayrollListRow[]; total: number }> {
  const where = and(
    eq(payrollLists.accountId, filter.accountId),
    isNull(payrollLists.deletedAt),
    filter.kind ? eq(payrollLists.kind, filter.kind) : undefined,
    filter.stages ? inArray(payrollLists.stage, [...filter.stages]) : undefined,
  );
  const rows = await executor
    .select()
    .from(payrollLists)
    .where(where)
    .orderBy(desc(payrollLists.paymentDate), desc(payrollLists.createdAt), desc(payrollLists.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await executor.select({ value: count() }).from(payrollLists).where(where);
  return { rows, total: total?.value ?? 0 };
}

export type PayrollSums = {
  payrollListId: string;
  workers: number;
  paidPayrolls: number;
  paidMinutes: number;
  grossCents: number;
  taxExemptCents: number;
};

/** Each list's sums over its payrolls. */
export async function findListSums(
  executor: Executor,
  listIds: readonly string[],
): Promise<Map<string, PayrollSums>> {
  if (listIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({
      payrollListId: payrolls.payrollListId,
      workers: sql<number>`count(*)::int`,
      paidPayrolls: sql<number>`count(*) filter (where ${payrolls.status} = 'paid')::int`,
      paidMinutes: sql<number>`coalesce(sum(${payrolls.paidMinutes}), 0)::int`,
      grossCents: sql<number>`coalesce(sum(${payrolls.grossCents}), 0)::int`,
      taxExemptCents: sql<number>`coalesce(sum(${payrolls.taxExemptCents}), 0)::int`,
    })
    .from(payrolls)
    .where(inArray(payrolls.payrollListId, [...listIds]))
    .groupBy(payrolls.payrollListId);
  return new Map(rows.map((row) => [row.payrollListId, row]));
}

export async function findPayrollsOfList(executor: Executor, listId: string): Promise<PayrollRow[]> {
  return executor
    .select()
    .from(payrolls)
    .where(eq(payrolls.payrollListId, listId))
    .orderBy(asc(payrolls.createdAt));
}

/** A payroll of the account whose list is live, or null. */
export async function findPayroll(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayrollRow | null> {
  const query = executor
    .select({ payroll: payrolls })
    .from(payrolls)
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(and(eq(payrolls.id, id), eq(payrolls.accountId, accountId), isNull(payrollLists.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update', { of: payrolls }) : await query;
  return row?.payroll ?? null;
}

/** The worker's payroll on the list, made when it has none yet. */
export async function findOrInsertPayroll(
  executor: Executor,
  values: { accountId: string; payrollListId: string; workerId: string },
): Promise<PayrollRow> {
  const [existing] = await executor
    .select()
    .from(payrolls)
    .where(and(eq(payrolls.payrollListId, values.payrollListId), eq(payrolls.workerId, values.workerId)));
  if (existing) {
    return existing;
  }
  const [row] = await executor.insert(payrolls).values(values).returning();
  if (!row) {
    throw new Error('payroll insert returned nothing');
  }
  return row;
}

export async function updatePayroll(
  executor: Executor,
  id: string,
  values: Partial<Pick<PayrollRow, 'status' | 'paidOn' | 'paidBy' | 'updatedAt'>>,
): Promise<PayrollRow> {
  const [row] = await executor.update(payrolls).set(values).where(eq(payrolls.id, id)).returning();
  if (!row) {
    throw new Error('payroll update returned nothing');
  }
  return row;
}

export async function findLinesOf(
  executor: Executor,
  payrollIds: readonly string[],
): Promise<PayrollLineRow[]> {
  if (payrollIds.length === 0) {
    return [];
  }
  return executor
    .select()
    .from(payrollLines)
    .where(inArray(payrollLines.payrollId, [...payrollIds]))
    .orderBy(asc(payrollLines.payrollId), asc(payrollLines.position));
}

export async function insertLines(executor: Executor, lines: NewPayrollLine[]): Promise<void> {
  if (lines.length > 0) {
    await executor.insert(payrollLines).values(lines);
  }
}

/** Drops the lines made from shifts (and holiday compensation) of the payrolls; adjustments stay. */
export async function deleteGeneratedLines(executor: Executor, payrollIds: readonly string[]): Promise<void> {
  if (payrollIds.length > 0) {
    await executor
      .delete(payrollLines)
      .where(and(inArray(payrollLines.payrollId, [...payrollIds]), ne(payrollLines.kind, adjustmentKind)));
  }
}

export async function deleteLine(
  executor: Executor,
  payrollId: string,
  lineId: string,
): Promise<PayrollLineRow | null> {
  const [row] = await executor
    .delete(payrollLines)
    .where(and(eq(payrollLines.id, lineId), eq(payrollLines.payrollId, payrollId)))
    .returning();
  return row ?? null;
}

/** Keeps the payrolls' sums equal to their lines: minutes of the hour lines, gross, the tax-exempt part. */
export async function resumPayrolls(
  executor: Executor,
  payrollIds: readonly string[],
  now: Date,
): Promise<void> {
  if (payrollIds.length === 0) {
    return;
  }
  const linesOf = sql`from ${payrollLines} where ${payrollLines.payrollId} = ${payrolls.id}`;
  await executor
    .update(payrolls)
    .set({
      paidMinutes: sql`(select coalesce(sum(${payrollLines.minutes}), 0)::int ${linesOf})`,
      grossCents: sql`(select coalesce(sum(${payrollLines.grossCents}), 0)::int ${linesOf})`,
      taxExemptCents: sql`(select coalesce(sum(${payrollLines.grossCents}) filter (where ${payrollLines.taxExempt}), 0)::int ${linesOf})`,
      updatedAt: now,
    })
    .where(inArray(payrolls.id, [...payrollIds]));
}

/** Removes the not-paid payrolls of a list that were left without a line. */
export async function deleteEmptyPayrolls(executor: Executor, listId: string): Promise<void> {
  await executor
    .delete(payrolls)
    .where(
      and(
        eq(payrolls.payrollListId, listId),
        eq(payrolls.status, 'not-paid'),
        sql`not exists (select 1 from ${payrollLines} where payroll_id = ${payrolls.id})`,
      ),
    );
}
