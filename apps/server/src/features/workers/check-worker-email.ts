import type { Actor } from '@portal/domain/access';
import type { EmailAvailability } from '@portal/domain/workers';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/**
 * Spec section 5: the e-mail is checked for existence before saving. The answer stays within the caller's
 * accounts: an address of another tenant reads as available (otherwise anyone could ask whether an address
 * is used anywhere), and saving it still fails with EMAIL_IN_USE, since addresses are unique for sign-in.
 */
export async function checkWorkerEmail(
  executor: Executor,
  actor: Actor,
  input: { email: string; workerId?: string | undefined },
): Promise<EmailAvailability> {
  return {
    available: !(await isEmailTakenInAccounts(executor, input.email, actor.accountIds, input.workerId)),
  };
}

/** Whether a user of these accounts has this address, in any case; `exceptUserId` is left out. */
async function isEmailTakenInAccounts(
  executor: Executor,
  email: string,
  accountIds: readonly string[],
  exceptUserId: string | undefined,
): Promise<boolean> {
  if (accountIds.length === 0) {
    return false;
  }
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        inArray(users.accountId, [...accountIds]),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
