import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import { buildArea, buildPool, buildShift, buildWorker } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its shift requests: per account
// a worker in the account's pool and one shift per action, far in the future so no clock makes them expire.
// Every allowed role calls the same shift in turn: the first changes it, the next ones get a 409 (past access).

type AccountFixtures = {
  workerId: string;
  readableShiftId: string;
  editableShiftId: string;
  assignableShiftId: string;
  reservedShiftId: string;
  bookedShiftId: string;
  boostableShiftId: string;
  boostedShiftId: string;
};

const fixtures = new Map<string, AccountFixtures>();

const startsAt = new Date('2030-06-10T05:00:00Z');
const endsAt = new Date('2030-06-10T13:00:00Z');

/**
 * Creates the records once per account (idempotent). `areaIdFor` names the area to use in an account (the
 * customer's own area in A1, so a customer may read and edit those shifts); others get a new area.
 */
export async function prepareShiftsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  areaIdFor: Record<string, string> = {},
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, { accountId, firstName: 'Vilja', lastName: 'Vuorolainen' });
    const pool = await buildPool(db, { accountId });
    await db.insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
    const areaId = areaIdFor[accountId] ?? (await buildArea(db, { accountId })).id;
    const shift = (overrides: Partial<Parameters<typeof buildShift>[1]> = {}) =>
      buildShift(db, { accountId, areaId, startsAt, endsAt, ...overrides }).then((row) => row.id);
    fixtures.set(accountId, {
      workerId: worker.id,
      readableShiftId: await shift(),
      editableShiftId: await shift(),
      assignableShiftId: await shift(),
      reservedShiftId: await shift({ reservations: [worker.id] }),
      bookedShiftId: await shift({ status: 'booked', assignedTo: worker.id, reserved: true }),
      boostableShiftId: await shift(),
      boostedShiftId: await shift({ boosted: true, boostType: 'bonus', boostValue: 20 }),
    });
  }
}

function fixturesOf(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`shift access fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const shiftsAccessFixtures = {
  workerId: (accountId: string) => fixturesOf(accountId).workerId,
  readableShiftId: (accountId: string) => fixturesOf(accountId).readableShiftId,
  editableShiftId: (accountId: string) => fixturesOf(accountId).editableShiftId,
  assignableShiftId: (accountId: string) => fixturesOf(accountId).assignableShiftId,
  reservedShiftId: (accountId: string) => fixturesOf(accountId).reservedShiftId,
  bookedShiftId: (accountId: string) => fixturesOf(accountId).bookedShiftId,
  boostableShiftId: (accountId: string) => fixturesOf(accountId).boostableShiftId,
  boostedShiftId: (accountId: string) => fixturesOf(accountId).boostedShiftId,
  updateBody: () => ({
    startsAt: '2030-06-10T06:00:00.000Z',
    endsAt: '2030-06-10T14:00:00.000Z',
    roleType: 'lähihoitaja',
    requirements: 'Matriisi',
  }),
};
