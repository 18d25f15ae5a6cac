import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { buildArea, buildShift, buildWorker } from '../../testing/factories';

// Completing, verifying and sending for inspection move a shift on, so every caller gets a shift of its
// own in the state the action needs; in A1 in the customer's own area, which a customer may complete and
// verify. The shifts ended before the tests' clock (2026-11-22).
type Kind = 'completable' | 'confirmed' | 'quickPay' | 'inspectable';
const shiftsPerKind = 8;
const ownShifts = new Map<string, Record<Kind, { ids: string[]; used: number }>>();

async function prepareActionCenterMatrix(db: Executor, world: Tenancy): Promise<void> {
  for (const accountId of matrixAccountIds(world)) {
    if (ownShifts.has(accountId)) {
      continue;
    }
    const areaId =
      accountId === world.accountA1.id ? world.areaOfCustomer.id : (await buildArea(db, { accountId })).id;
    const worker = await buildWorker(db, { accountId, firstName: 'Toimi', lastName: 'Toimintakeskus' });
    const build = async (overrides: Partial<Parameters<typeof buildShift>[1]>) => {
      const ids: string[] = [];
      for (let index = 0; index < shiftsPerKind; index += 1) {
        const startsAt = new Date(Date.UTC(2026, 10, 1 + index, 6));
        const endsAt = new Date(startsAt.getTime() + 8 * 60 * 60 * 1000);
        const shift = await buildShift(db, {
          accountId,
          areaId,
          startsAt,
          endsAt,
          assignedTo: worker.id,
          reserved: true,
          ...overrides,
        });
        ids.push(shift.id);
      }
      return { ids, used: 0 };
    };
    const confirmed = (startsAt: Date) => ({
      status: 'confirmed' as const,
      actualStartsAt: startsAt,
      actualEndsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000),
      breakMinutes: 30,
      confirmedAt: new Date('2026-11-20T12:00:00Z'),
    });
    const day = new Date(Date.UTC(2026, 10, 1, 6));
    ownShifts.set(accountId, {
      completable: await build({ status: 'booked' }),
      confirmed: await build(confirmed(day)),
      quickPay: await build({ ...confirmed(day), boosted: true, boostType: 'quick', boostValue: 15 }),
      inspectable: await build(confirmed(day)),
    });
  }
}

/** A shift of the kind no earlier call used (wrapping around after eight). */
function nextShiftId(accountId: string, kind: Kind): string {
  const queue = ownShifts.get(accountId)?.[kind];
  if (!queue) {
    throw new Error(`action-center shifts were not prepared for account ${accountId}`);
  }
  const id = queue.ids[queue.used % queue.ids.length] as string;
  queue.used += 1;
  return id;
}

/** Who may use the action-center routes (the access matrix, http/access-matrix.routes.test.ts). */
export const actionCenterAccessRows: AccessRows = {
  // Action center (features/action-center): tabs and badge per record (a customer: its areas).
  'GET /api/accounts/:accountId/action-center/bookings': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/bookings` }),
  },
  'GET /api/accounts/:accountId/action-center/completions': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/action-center/completions`,
    }),
  },
  'GET /api/accounts/:accountId/action-center/quick-pay': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/quick-pay` }),
  },
  'GET /api/accounts/:accountId/action-center/inspection': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/action-center/inspection`,
    }),
  },
  'GET /api/accounts/:accountId/action-center/badge': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/badge` }),
  },
  'GET /api/accounts/:accountId/action-center/counts': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/counts` }),
  },
  'POST /api/accounts/:accountId/action-center/inspection': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/action-center/inspection`,
      payload: { shiftIds: [nextShiftId(accountId, 'inspectable')] },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/completion': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'completable')}/completion`,
      payload: {
        actualStartsAt: '2030-01-10T06:00:00Z',
        actualEndsAt: '2030-01-10T14:00:00Z',
        breakMinutes: 30,
        kilometrikorvaus: 0,
        workDayType: 'work_day',
      },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/verification': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'confirmed')}/verification`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/quick-pay-verification': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${nextShiftId(accountId, 'quickPay')}/quick-pay-verification`,
    }),
  },
};
