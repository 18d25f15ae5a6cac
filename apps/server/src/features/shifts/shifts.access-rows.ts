import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { buildArea, buildShift } from '../../testing/factories';
import {
  prepareShiftsAccessFixtures,
  shiftsAccessFixtures as shiftsFixtures,
} from './shifts-access-fixtures';

// In A1 the shifts are in the customer's own area, which a customer may read and edit.
const prepareShiftsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftsAccessFixtures(db, matrixAccountIds(world), { [world.accountA1.id]: world.areaOfCustomer.id });

// The rows that use a shift up (booking, accepting a reservation, cancelling a booking, removing a boost)
// give every caller a shift of its own, each on its own day so the worker's bookings never overlap.
type UsedUpKind = 'assignable' | 'reserved' | 'booked' | 'boosted';
const shiftsPerKind = 8;
const ownShifts = new Map<string, Record<UsedUpKind, { ids: string[]; used: number }>>();

async function prepareOwnShifts(db: Executor, world: Tenancy): Promise<void> {
  await prepareShiftsMatrix(db, world);
  for (const accountId of matrixAccountIds(world)) {
    if (ownShifts.has(accountId)) {
      continue;
    }
    const workerId = shiftsFixtures.workerId(accountId);
    const areaId =
      accountId === world.accountA1.id ? world.areaOfCustomer.id : (await buildArea(db, { accountId })).id;
    const build = async (firstDay: number, overrides: Partial<Parameters<typeof buildShift>[1]>) => {
      const ids: string[] = [];
      for (let index = 0; index < shiftsPerKind; index += 1) {
        const startsAt = new Date(Date.UTC(2030, 7, firstDay + index, 5));
        const endsAt = new Date(startsAt.getTime() + 8 * 60 * 60 * 1000);
        ids.push((await buildShift(db, { accountId, areaId, startsAt, endsAt, ...overrides })).id);
      }
      return { ids, used: 0 };
    };
    ownShifts.set(accountId, {
      assignable: await build(1, {}),
      reserved: await build(11, { reservations: [workerId] }),
      booked: await build(21, { status: 'booked', assignedTo: workerId, reserved: true }),
      boosted: await build(1, { boosted: true, boostType: 'bonus', boostValue: 20 }),
    });
  }
}

/** A shift of the kind no earlier call used (wrapping around after eight). */
function nextShiftId(accountId: string, kind: UsedUpKind): string {
  const queue = ownShifts.get(accountId)?.[kind];
  if (!queue) {
    throw new Error(`own shifts were not prepared for account ${accountId}`);
  }
  const id = queue.ids[queue.used % queue.ids.length] as string;
  queue.used += 1;
  return id;
}

/** Who may use the shifts routes (the access matrix, http/access-matrix.routes.test.ts). */
export const shiftsAccessRows: AccessRows = {
  // Single shifts (features/shifts): everyone reads and customers edit their own areas' shifts; filling
  // them (assign, reservations, cancelling a booking, boost) is staff work.
  'GET /api/accounts/:accountId/shifts/calendar': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/calendar?from=2030-06-01T00:00:00Z&to=2030-07-01T00:00:00Z`,
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.readableShiftId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/shifts/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.editableShiftId(accountId)}`,
      payload: shiftsFixtures.updateBody(),
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId/assignment-warnings': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'assignable')}/assignment-warnings?workerId=${shiftsFixtures.workerId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/assignment': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareOwnShifts,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'assignable')}/assignment`,
      payload: { workerId: shiftsFixtures.workerId(accountId) },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/reservations/:workerId/accept': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareOwnShifts,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'reserved')}/reservations/${shiftsFixtures.workerId(accountId)}/accept`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/cancellation': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareOwnShifts,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'booked')}/cancellation`,
      payload: { reason: 'needs_orientation' },
    }),
  },
  'PUT /api/accounts/:accountId/shifts/:shiftId/boost': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.boostableShiftId(accountId)}/boost`,
      payload: { boostType: 'quick', boostValue: 15 },
    }),
  },
  'DELETE /api/accounts/:accountId/shifts/:shiftId/boost': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareOwnShifts,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'boosted')}/boost`,
    }),
  },
};
