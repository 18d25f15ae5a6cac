import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  licenceChecksAccessFixtures as fixtures,
  matrixEvidence,
  prepareLicenceChecksAccessFixtures,
} from './licence-checks-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareLicenceChecksAccessFixtures(db, matrixAccountIds(world));

const checksOf = (accountId: string) =>
  `/api/accounts/${accountId}/workers/${fixtures.workerId(accountId)}/licence-checks`;
const evidenceOf = (accountId: string) => `${checksOf(accountId)}/${fixtures.checkId(accountId)}/evidence`;

/**
 * Who may use the licence-check routes (the access matrix, http/access-matrix.routes.test.ts): HR's work,
 * so admins and agents (subject HR), never customers.
 */
export const licenceChecksAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/workers/:workerId/licence-checks': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: checksOf(accountId) }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/licence-checks': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: checksOf(accountId),
      payload: {
        kind: 'professional_licence',
        register: 'terhikki',
        registrationNumber: '10012345678',
        result: 'confirmed',
        registerShowed: null,
        scope: ['sairaanhoitaja'],
        validFrom: null,
        validUntil: null,
      },
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/licence-checks/:checkId/evidence': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: evidenceOf(accountId) }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/licence-checks/:checkId/evidence': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${evidenceOf(accountId)}?name=terhikki.pdf`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: matrixEvidence,
    }),
  },
  'GET /api/accounts/:accountId/licence-checks/expiring': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/licence-checks/expiring` }),
  },
};
