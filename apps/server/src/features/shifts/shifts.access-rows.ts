import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareShiftsAccessFixtures,
  shiftsAccessFixtures as shiftsFixtures,
} from './shifts-access-fixtures';

// In A1 the shifts are in the customer's own area, which a customer may read and edit.
const prepareShiftsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftsAccessFixtures(db, matrixAccountIds(world), { [world.accountA1.id]: world.areaOfCustomer.id });

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
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.assignableShiftId(accountId)}/assignment-warnings?workerId=${shiftsFixtures.workerId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/assignment': {
    usedUpAnswer: { status: 409, code: 'SHIFT_TAKEN' },
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    // The first allowed role books the shift; the next ones get 409 SHIFT_TAKEN (past access).
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.assignableShiftId(accountId)}/assignment`,
      payload: { workerId: shiftsFixtures.workerId(accountId) },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/reservations/:workerId/accept': {
    usedUpAnswer: { status: 409, code: 'SHIFT_TAKEN' },
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.reservedShiftId(accountId)}/reservations/${shiftsFixtures.workerId(accountId)}/accept`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/cancellation': {
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.bookedShiftId(accountId)}/cancellation`,
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
    usedUpAnswer: { status: 409, code: 'SHIFT_STATE_CHANGED' },
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.boostedShiftId(accountId)}/boost`,
    }),
  },
};
