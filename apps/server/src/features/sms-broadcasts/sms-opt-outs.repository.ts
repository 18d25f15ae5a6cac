import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsOptOuts } from '../../db/schema/communications.schema';

export type SmsOptOutRow = typeof smsOptOuts.$inferSelect;

export async function listOptOuts(
  executor: Executor,
  filter: { accountId: string; digits: string | null; limit: number; offset: number },
): Promise<{ rows: SmsOptOutRow[]; total: number }> {
  const where = and(
    eq(smsOptOuts.accountId, filter.accountId),
    filter.digits ? like(smsOptOuts.mobile, `%${filter.digits}%`) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    executor
      .select()
      .from(smsOptOuts)
      .where(where)
      .orderBy(desc(smsOptOuts.createdAt), smsOptOuts.mobile)
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ total: count() }).from(smsOptOuts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Adds a number; one already there keeps its first entry. Answers the stored row. */
export async function insertOptOut(
  executor: Executor,
  values: typeof smsOptOuts.$inferInsert,
): Promise<{ row: SmsOptOutRow; added: boolean }> {
  const [inserted] = await executor.insert(smsOptOuts).values(values).onConflictDoNothing().returning();
  if (inserted) {
    return { row: inserted, added: true };
  }
  const [existing] = await executor
    .select()
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.accountId, values.accountId), eq(smsOptOuts.mobile, values.mobile)));
  if (!existing) {
    throw new Error('sms opt-out neither inserted nor found');
  }
  return { row: existing, added: false };
}

/** Removes a number; answers whether it was there. */
export async function deleteOptOut(executor: Executor, accountId: string, mobile: string): Promise<boolean> {
  const rows = await executor
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.accountId, accountId), eq(smsOptOuts.mobile, mobile)))
    .returning({ mobile: smsOptOuts.mobile });
  return rows.length > 0;
}
