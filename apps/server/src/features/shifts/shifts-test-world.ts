import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import type { users } from '../../db/schema/users.schema';
import {
  buildArea,
  buildGig,
  buildPool,
  buildShift,
  buildTenancy,
  buildWorker,
} from '../../testing/factories';

/** Tomorrow's morning shift as the test clock (2026-11-22T10:00Z) sees it: 07-15 Helsinki on 23.11. */
export const morning = {
  startsAt: new Date('2026-11-23T05:00:00Z'),
  endsAt: new Date('2026-11-23T13:00:00Z'),
};

/**
 * The world of the shift tests: the access tenancy (A1 with an agent, an admin and a customer limited to
 * `areaOfCustomer`; A2; B1), A1's pool with a confirmed lähihoitaja, a gig in the customer's area and a
 * helper for more shifts and workers.
 */
export async function buildShiftsWorld(db: Executor) {
  const tenancy = await buildTenancy(db);
  const accountId = tenancy.accountA1.id;
  const pool = await buildPool(db, { accountId, isDefault: true });
  const addWorker = async (
    overrides: Partial<typeof users.$inferInsert> & { accountId?: string } = {},
    options: { inPool?: string | null } = {},
  ) => {
    const worker = await buildWorker(db, { accountId, profession: 'lähihoitaja', ...overrides });
    const poolId = options.inPool === undefined ? pool.id : options.inPool;
    if (poolId) {
      await db.insert(poolMembers).values({ poolId, userId: worker.id });
    }
    return worker;
  };
  const worker = await addWorker({ firstName: 'Liisa', lastName: 'Lähihoitaja', mobile: '+358401234567' });
  const gig = await buildGig(db, {
    accountId,
    areaId: tenancy.areaOfCustomer.id,
    title: 'Aamuvuorot',
    status: 'published',
    isPublished: true,
  });
  const addShift = (overrides: Partial<Parameters<typeof buildShift>[1]> = {}) =>
    buildShift(db, { accountId, areaId: tenancy.areaOfCustomer.id, gigId: gig.id, ...morning, ...overrides });
  const areaOfA2 = await buildArea(db, { accountId: tenancy.accountA2.id, name: 'Toisen tilin koti' });
  return { ...tenancy, pool, worker, gig, areaOfA2, addWorker, addShift };
}

export type ShiftsWorld = Awaited<ReturnType<typeof buildShiftsWorld>>;
