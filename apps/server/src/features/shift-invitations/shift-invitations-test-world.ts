import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import type { users } from '../../db/schema/users.schema';
import { buildGig, buildPool, buildShift, buildTenancy, buildWorker } from '../../testing/factories';

/** The tests' clock starts at 2026-11-22T10:00Z (test-app); the shift is three days later, 07:00-15:00 Helsinki. */
export const shiftStartsAt = new Date('2026-11-25T05:00:00Z');
export const shiftEndsAt = new Date('2026-11-25T13:00:00Z');

/**
 * The world of the invitation tests: the access tenancy (A1, A2, B1, a user of each role), A1's pool with
 * a qualified worker (sairaanhoitaja, mobile, Finnish) and a second one, and an open shift asking for a
 * lähihoitaja in a two-shift gig with its own address in the customer's area.
 */
export async function buildShiftInvitationsWorld(db: Executor) {
  const tenancy = await buildTenancy(db);
  const pool = await buildPool(db, { accountId: tenancy.accountA1.id, isDefault: true });
  const addWorker = async (
    overrides: Partial<typeof users.$inferInsert> = {},
    options: { inPool?: boolean } = {},
  ) => {
    const worker = await buildWorker(db, {
      profession: 'sairaanhoitaja',
      mobile: '+358401234567',
      locale: 'fi',
      ...overrides,
      accountId: overrides.accountId ?? tenancy.accountA1.id,
    });
    if (options.inPool ?? true) {
      await db.insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
    }
    return worker;
  };
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman' });
  const secondWorker = await addWorker({ firstName: 'Ville', lastName: 'Virtanen', mobile: '+358409998877' });
  const gig = await buildGig(db, {
    accountId: tenancy.accountA1.id,
    areaId: tenancy.areaOfCustomer.id,
    title: 'Joulun sijaisuudet',
    status: 'published',
    isPublished: true,
    streetAddress: 'Hämeenkatu 10',
    postcode: '33100',
    city: 'Tampere',
    availableShifts: 2,
    totalShifts: 2,
  });
  const addShift = (overrides: Partial<Parameters<typeof buildShift>[1]> = {}) =>
    buildShift(db, {
      accountId: tenancy.accountA1.id,
      areaId: tenancy.areaOfCustomer.id,
      gigId: gig.id,
      startsAt: shiftStartsAt,
      endsAt: shiftEndsAt,
      roleType: 'lähihoitaja',
      requirements: 'Hygieniapassi',
      ...overrides,
    });
  const shift = await addShift();
  // The gig's other shift, so the gig's figures can be seen to change by one.
  await addShift({ startsAt: new Date('2026-11-26T05:00:00Z'), endsAt: new Date('2026-11-26T13:00:00Z') });
  return { ...tenancy, pool, worker, secondWorker, gig, shift, addWorker, addShift };
}

export type ShiftInvitationsWorld = Awaited<ReturnType<typeof buildShiftInvitationsWorld>>;
