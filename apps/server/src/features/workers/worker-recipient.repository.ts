import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

/**
 * A worker of the account (not deleted) that a link or a document is made for, with what the message or
 * the document needs: names, contact, language, birthday and the account's name. Null for anyone else
 * (another account's worker, staff, a deleted worker), which the callers answer as not found.
 */
export async function findAccountWorker(executor: Executor, accountId: string, workerId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      mobile: users.mobile,
      locale: users.locale,
      birthday: users.birthday,
      accountName: accounts.name,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(users.id, workerId),
        eq(users.accountId, accountId),
        eq(users.role, 'worker'),
        ne(users.status, 'deleted'),
      ),
    );
  return row ?? null;
}

export type AccountWorker = NonNullable<Awaited<ReturnType<typeof findAccountWorker>>>;
