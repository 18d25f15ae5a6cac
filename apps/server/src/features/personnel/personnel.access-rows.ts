import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  personnelAccessFixtures as personnelFixtures,
  preparePersonnelAccessFixtures,
} from './personnel-access-fixtures';

const preparePersonnelMatrix = (db: Executor, world: Tenancy) =>
  preparePersonnelAccessFixtures(db, matrixAccountIds(world));

/** Who may use the personnel routes (the access matrix, http/access-matrix.routes.test.ts). */
export const personnelAccessRows: AccessRows = {
  // HR personnel (features/personnel): customers have no Worker ability.
  'GET /api/accounts/:accountId/workers': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers?search=ma&overFifty=true&page=1`,
    }),
  },
  'GET /api/accounts/:accountId/workers/options': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/workers/options` }),
  },
  'POST /api/accounts/:accountId/workers/email-available': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/email-available`,
      payload: { email: 'someone@test.example' },
    }),
  },
  'POST /api/accounts/:accountId/workers': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers`,
      payload: personnelFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/workers/:workerId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}`,
      payload: personnelFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/activity': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}/activity`,
    }),
  },
};
