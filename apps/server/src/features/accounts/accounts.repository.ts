import type { AccountSettings } from '@portal/domain/accounts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/tenancy.schema';

export async function findAccountSettings(
  executor: Executor,
  accountId: string,
): Promise<AccountSettings | null> {
  const [row] = await executor
    .select({ unpaidTime: accounts.unpaidTime, minHoursWithBreak: accounts.minHoursWithBreak })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function updateAccountSettings(
  executor: Executor,
  accountId: string,
  settings: AccountSettings,
  at: Date,
): Promise<AccountSettings | null> {
  const [row] = await executor
    .update(accounts)
    .set({ ...settings, updatedAt: at })
    .where(eq(accounts.id, accountId))
    .returning({ unpaidTime: accounts.unpaidTime, minHoursWithBreak: accounts.minHoursWithBreak });
  return row ?? null;
}
