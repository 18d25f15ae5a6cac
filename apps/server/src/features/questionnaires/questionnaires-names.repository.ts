import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/tenancy.schema';

/** The account's name, which signs the invitations (reading the accounts table, decision 0013). */
export async function findAccountName(executor: Executor, accountId: string): Promise<string> {
  const [row] = await executor
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}
