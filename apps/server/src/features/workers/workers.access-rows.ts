import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareWorkersAccessFixtures,
  workersAccessFixtures as workersFixtures,
} from './workers-access-fixtures';

const prepareWorkersMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkersAccessFixtures(db, matrixAccountIds(world));

/** Who may use the personnel routes (the access matrix, http/access-matrix.routes.test.ts). */
export const workersAccessRows: AccessRows = {
  // HR personnel (features/workers): customers have no Worker ability.
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
      payload: workersFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/workers/:workerId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}`,
      payload: workersFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/activity': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}/activity`,
    }),
  },
  // Payment details are payroll data: the admin roles only, though agents manage the worker (issue 14 §3).
  'GET /api/accounts/:accountId/workers/:workerId/payment-details': {
    allowed: admins,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}/payment-details`,
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/payment-details/revealed': {
    allowed: admins,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}/payment-details/revealed`,
    }),
  },
  'PUT /api/accounts/:accountId/workers/:workerId/payment-details': {
    allowed: admins,
    accountScoped: true,
    prepare: prepareWorkersMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/workers/${workersFixtures.workerId(accountId)}/payment-details`,
      payload: { identityCode: '131052-308T', iban: 'FI37 1590 3000 0007 76', bic: null },
    }),
  },
};
