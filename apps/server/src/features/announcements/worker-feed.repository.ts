import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/**
 * The feed's worker with what targets look at, when still a working worker of the account (confirmed,
 * accepted: the same workers `findTargetedWorkers` reaches). Read only (decision 0013).
 */
export async function findFeedWorker(executor: Executor, accountId: string, workerId: string) {
  const [row] = await executor
    .select({ region: users.addressRegion, city: users.addressCity, profession: users.profession })
    .from(users)
    .where(
      and(
        eq(users.id, workerId),
        eq(users.accountId, accountId),
        eq(users.role, 'worker'),
        eq(users.confirmed, true),
        eq(users.status, 'accepted'),
      ),
    )
    .limit(1);
  return row ?? null;
}
