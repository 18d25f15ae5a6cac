import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { poolMembers, pools } from '../../db/schema/pools.schema';

/**
 * Makes the worker's memberships among the account's pools exactly `poolIds`; memberships in pools of other
 * accounts are left as they are.
 */
export async function replaceWorkerPools(
  executor: Executor,
  accountId: string,
  workerId: string,
  poolIds: string[],
): Promise<void> {
  const accountPools = executor.select({ id: pools.id }).from(pools).where(eq(pools.accountId, accountId));
  await executor
    .delete(poolMembers)
    .where(and(eq(poolMembers.userId, workerId), inArray(poolMembers.poolId, accountPools)));
  if (poolIds.length > 0) {
    await executor
      .insert(poolMembers)
      .values(poolIds.map((poolId) => ({ poolId, userId: workerId })))
      .onConflictDoNothing();
  }
}
