import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  actionCenterAccessFixtures as actionCenterFixtures,
  prepareActionCenterAccessFixtures,
} from './action-center-access-fixtures';

// In A1 the action center's shift is in the customer's own area, which a customer may complete and verify.
const prepareActionCenterMatrix = (db: Executor, world: Tenancy) =>
  prepareActionCenterAccessFixtures(db, matrixAccountIds(world), {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });

/** Who may use the action-center routes (the access matrix, http/access-matrix.routes.test.ts). */
export const actionCenterAccessRows: AccessRows = {
  // Action center (features/action-center): tabs and badge per record (a customer: its areas); completing
  // and verifying answer 409 on the open fixture shift, which proves access without changing it.
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
  'POST /api/accounts/:accountId/action-center/inspection': {
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: staff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/action-center/inspection`,
      payload: { shiftIds: [actionCenterFixtures.shiftId(accountId)] },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/completion': {
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/completion`,
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
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/verification`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/quick-pay-verification': {
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: staff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/quick-pay-verification`,
    }),
  },
};
