import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  confirmationsAccessFixtures,
  prepareConfirmationsAccessFixtures,
} from './confirmations-access-fixtures';

// In A1 the confirmed shift is in the customer's own area, which a customer may read.
const prepareConfirmationsMatrix = (db: Executor, world: Tenancy) =>
  prepareConfirmationsAccessFixtures(db, matrixAccountIds(world), {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });

/** Who may use the confirmations routes (the access matrix, http/access-matrix.routes.test.ts). */
export const confirmationsAccessRows: AccessRows = {
  // Confirmations (features/confirmations): customers read those of their own areas.
  'GET /api/accounts/:accountId/confirmations': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/confirmations?state=confirmed&from=2026-11-01&to=2026-11-30&sort=worker`,
    }),
  },
  'GET /api/accounts/:accountId/confirmations/options': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/confirmations/options` }),
  },
  'GET /api/accounts/:accountId/confirmations/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareConfirmationsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/confirmations/${confirmationsAccessFixtures.shiftId(accountId)}`,
    }),
  },
};
