import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  applicationsAccessFixtures as fixtures,
  prepareApplicationsAccessFixtures,
} from './applications-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareApplicationsAccessFixtures(db, matrixAccountIds(world));
const base = (accountId: string) => `/api/accounts/${accountId}/applications`;
const one = (accountId: string) => `${base(accountId)}/${fixtures.applicantId(accountId)}`;

// Applications are recruitment's work (menu subject Applications): admins and agents; customers none.
/** Who may use the application routes (the access matrix, http/access-matrix.routes.test.ts). */
export const applicationsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/applications': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}?step=applied` }),
  },
  'GET /api/accounts/:accountId/applications/options': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/options` }),
  },
  'GET /api/accounts/:accountId/applications/call-list': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/call-list` }),
  },
  'GET /api/accounts/:accountId/applications/:applicantId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: one(accountId) }),
  },
  'GET /api/accounts/:accountId/applications/:applicantId/history': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${one(accountId)}/history` }),
  },
  'PUT /api/accounts/:accountId/applications/:applicantId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'PUT', url: one(accountId), payload: fixtures.body(accountId) }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/step': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.nextMovable(accountId)}/step`,
      payload: { to: 'licence_confirmed' },
    }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/calls': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${one(accountId)}/calls`,
      payload: { outcome: 'reached', note: 'Matriisi' },
    }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/confirm': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.nextConfirmable(accountId)}/confirm`,
      payload: {},
    }),
  },
};
