import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import type { users } from '../../db/schema/users.schema';
import { buildArea, buildPool, buildStaffUser, buildTenancy, buildWorker } from '../../testing/factories';

/**
 * The world of the worker-action tests: the access tenancy (A1, A2, B1 and a user of each role), a worker
 * of A1 in A1's pool with a mobile, two areas of A1, an area of A2, a worker of A2, and an agent and an
 * admin of B1 (another organization).
 */
export async function buildWorkerActionsWorld(db: Executor) {
  const tenancy = await buildTenancy(db);
  const poolA1 = await buildPool(db, { accountId: tenancy.accountA1.id, isDefault: true });
  const poolA2 = await buildPool(db, { accountId: tenancy.accountA2.id, isDefault: true });
  const addWorker = async (
    poolId: string | null,
    overrides: Partial<typeof users.$inferInsert> & { accountId: string },
  ) => {
    const worker = await buildWorker(db, overrides);
    if (poolId) {
      await db.insert(poolMembers).values({ poolId, userId: worker.id });
    }
    return worker;
  };
  const worker = await addWorker(poolA1.id, {
    accountId: tenancy.accountA1.id,
    firstName: 'Säde',
    lastName: 'Öhman',
    mobile: '+358401234567',
    birthday: '1985-03-14',
    addressCity: 'Tampere',
  });
  const workerOfA2 = await addWorker(poolA2.id, {
    accountId: tenancy.accountA2.id,
    firstName: 'Aatu',
    lastName: 'Toinen',
    mobile: '+358409876543',
  });
  const areaOfA2 = await buildArea(db, { accountId: tenancy.accountA2.id, name: 'Toisen tilin koti' });
  const outsiders = {
    agentOfB1: await buildStaffUser(db, { role: 'agent', accountId: tenancy.accountB1.id }),
    adminOfB1: await buildStaffUser(db, { role: 'admin', accountId: tenancy.accountB1.id }),
  };
  return { ...tenancy, poolA1, poolA2, worker, workerOfA2, areaOfA2, outsiders, addWorker };
}

export type WorkerActionsWorld = Awaited<ReturnType<typeof buildWorkerActionsWorld>>;
