import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export async function findUserById(executor: Executor, userId: string) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The accounts with their organization names, in the order the account switcher lists them. */
export async function findAccountSummaries(executor: Executor, accountIds: string[]) {
  if (accountIds.length === 0) {
    return [];
  }
  return executor
    .select({
      id: accounts.id,
      name: accounts.name,
      organizationId: accounts.organizationId,
      organizationName: organizations.name,
      country: accounts.country,
    })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(inArray(accounts.id, accountIds))
    .orderBy(asc(organizations.name), asc(accounts.name));
}
