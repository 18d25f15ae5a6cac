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

/**
 * The workers' payrolls on the list, made for those who have none yet: one statement each way, as a run
 * over a month touches a thousand workers (npm run bench:payroll).
 */
export async function findOrInsertPayrolls(
  executor: Executor,
  list: { accountId: string; payrollListId: string },
  workerIds: readonly string[],
): Promise<Map<string, PayrollRow>> {
  if (workerIds.length === 0) {
    return new Map();
  }
  await executor
    .insert(payrolls)
    .values(workerIds.map((workerId) => ({ ...list, workerId })))
    .onConflictDoNothing({ target: [payrolls.payrollListId, payrolls.workerId] });
  const rows = await executor
    .select()
    .from(payrolls)
    .where(and(eq(payrolls.payrollListId, list.payrollListId), inArray(payrolls.workerId, [...workerIds])));
  return new Map(rows.map((row) => [row.workerId, row]));
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

/**
 * Inserts lines in one statement whatever their number: the rows travel as one JSON parameter, as a month's
 * run writes tens of thousands of lines (bound parameters would pass PostgreSQL's limit of 65,535).
 */
export async function insertLines(executor: Executor, lines: readonly NewPayrollLine[]): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  const rows = lines.map((line) => ({
    account_id: line.accountId,
    payroll_id: line.payrollId,
    shift_id: line.shiftId ?? null,
    position: line.position,
    kind: line.kind,
    income_type: line.incomeType,
    day: line.day ?? null,
    minutes: line.minutes ?? null,
    unit_cents: line.unitCents ?? null,
    base_unit_cents: line.baseUnitCents ?? null,
    kilometre_hundredths: line.kilometreHundredths ?? null,
    basis_points: line.basisPoints ?? null,
    base_cents: line.baseCents ?? null,
    gross_cents: line.grossCents,
    tax_exempt: line.taxExempt ?? false,
    reason: line.reason ?? null,
    created_by: line.createdBy ?? null,
    created_at: (line.createdAt ?? new Date()).toISOString(),
  }));
  await executor.execute(sql`insert into ${payrollLines} (account_id, payroll_id, shift_id, position, kind,
      income_type, day, minutes, unit_cents, base_unit_cents, kilometre_hundredths, basis_points, base_cents,
      gross_cents, tax_exempt, reason, created_by, created_at)
    select account_id, payroll_id, shift_id, position, kind, income_type, day, minutes, unit_cents,
      base_unit_cents, kilometre_hundredths, basis_points, base_cents, gross_cents, tax_exempt, reason,
      created_by, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(account_id uuid, payroll_id uuid,
      shift_id uuid, position int, kind text, income_type int, day date, minutes int, unit_cents int,
      base_unit_cents int, kilometre_hundredths int, basis_points int, base_cents int, gross_cents int,
      tax_exempt boolean, reason text, created_by uuid, created_at timestamptz)`);
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
