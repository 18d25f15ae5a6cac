import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  employmentContractsAccessFixtures as fixtures,
  matrixCode,
  prepareEmploymentContractsAccessFixtures,
  signingTokens,
} from './employment-contracts-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareEmploymentContractsAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

const templates = (accountId: string) => `/api/accounts/${accountId}/contract-templates`;
const contracts = (accountId: string) => `/api/accounts/${accountId}/employment-contracts`;
const signing = (token: string, path = '') => `/api/public/contract-signing/${token}${path}`;
const templateInput = { name: 'Matriisin malli', locale: 'fi', body: '{{worker.fullName}}: {{role}}' };

/** A staff row: admins, organization-admins and super-admins (subject Payroll: contracts carry wages). */
function adminRow(request: (accountId: string) => ReturnType<AccessRows[string]['request']>) {
  return {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_: Tenancy, accountId: string) => request(accountId),
  };
}

/**
 * Who may use the employment-contract routes (the access matrix, http/access-matrix.routes.test.ts):
 * admins of the account (decision 0047), never agents or customers; the worker signs through the link.
 */
export const employmentContractsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/contract-templates': adminRow((accountId) => ({
    method: 'GET',
    url: templates(accountId),
  })),
  'POST /api/accounts/:accountId/contract-templates': adminRow((accountId) => ({
    method: 'POST',
    url: templates(accountId),
    payload: templateInput,
  })),
  'PUT /api/accounts/:accountId/contract-templates/:templateId': adminRow((accountId) => ({
    method: 'PUT',
    url: `${templates(accountId)}/${fixtures.templateId(accountId)}`,
    payload: { ...templateInput, name: 'Matriisi' },
  })),
  'DELETE /api/accounts/:accountId/contract-templates/:templateId': adminRow((accountId) => ({
    method: 'DELETE',
    // Archiving is idempotent, so every caller archives the same template (not the one drafts use).
    url: `${templates(accountId)}/${fixtures.archivableTemplateId(accountId)}`,
  })),
  'GET /api/accounts/:accountId/employment-contracts': adminRow((accountId) => ({
    method: 'GET',
    url: contracts(accountId),
  })),
  'POST /api/accounts/:accountId/employment-contracts': adminRow((accountId) => ({
    method: 'POST',
    url: contracts(accountId),
    payload: {
      workerId: fixtures.workerId(accountId),
      templateId: fixtures.templateId(accountId),
      terms: fixtures.terms,
    },
  })),
  'GET /api/accounts/:accountId/employment-contracts/:contractId': adminRow((accountId) => ({
    method: 'GET',
    url: `${contracts(accountId)}/${fixtures.sentId(accountId)}`,
  })),
  'PUT /api/accounts/:accountId/employment-contracts/:contractId': adminRow((accountId) => ({
    method: 'PUT',
    url: `${contracts(accountId)}/${fixtures.draftId(accountId)}`,
    payload: {
      templateId: fixtures.templateId(accountId),
      title: 'Matriisin työsopimus',
      countersignRequired: false,
      terms: fixtures.terms,
    },
  })),
  'DELETE /api/accounts/:accountId/employment-contracts/:contractId': adminRow((accountId) => ({
    method: 'DELETE',
    url: `${contracts(accountId)}/${fixtures.nextDeletable(accountId)}`,
  })),
  'GET /api/accounts/:accountId/employment-contracts/:contractId/pdf': adminRow((accountId) => ({
    method: 'GET',
    url: `${contracts(accountId)}/${fixtures.sentId(accountId)}/pdf`,
  })),
  'POST /api/accounts/:accountId/employment-contracts/:contractId/send': adminRow((accountId) => ({
    method: 'POST',
    url: `${contracts(accountId)}/${fixtures.sentId(accountId)}/send`,
    payload: { channels: ['email'], deadline: '2027-01-31' },
  })),
  'POST /api/accounts/:accountId/employment-contracts/:contractId/remind': adminRow((accountId) => ({
    method: 'POST',
    url: `${contracts(accountId)}/${fixtures.sentId(accountId)}/remind`,
  })),
  'POST /api/accounts/:accountId/employment-contracts/:contractId/cancel': adminRow((accountId) => ({
    method: 'POST',
    url: `${contracts(accountId)}/${fixtures.nextCancellable(accountId)}/cancel`,
  })),
  'POST /api/accounts/:accountId/employment-contracts/:contractId/countersign': adminRow((accountId) => ({
    method: 'POST',
    url: `${contracts(accountId)}/${fixtures.nextCountersignable(accountId)}/countersign`,
  })),
  'GET /api/accounts/:accountId/workers/:workerId/employment-contracts': adminRow((accountId) => ({
    method: 'GET',
    url: `/api/accounts/${accountId}/workers/${fixtures.workerId(accountId)}/employment-contracts`,
  })),
  'GET /api/public/contract-signing/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: signing(signingTokens.show) }),
  },
  'GET /api/public/contract-signing/:token/pdf': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: signing(signingTokens.pdf, '/pdf') }),
  },
  'GET /api/public/contract-signing/:token/signed-pdf': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: signing(signingTokens.signedPdf, '/signed-pdf') }),
  },
  'POST /api/public/contract-signing/:token/code': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: signing(signingTokens.code, '/code'),
      payload: { channel: 'email' },
    }),
  },
  'POST /api/public/contract-signing/:token/code/verify': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: signing(signingTokens.verify, '/code/verify'),
      payload: { code: matrixCode },
    }),
  },
  'POST /api/public/contract-signing/:token/sign': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: signing(signingTokens.sign, '/sign'),
      payload: { fullName: 'Maija Matriisi', consent: true },
    }),
  },
  'POST /api/public/contract-signing/:token/decline': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: signing(signingTokens.decline, '/decline'),
      payload: { reason: 'Matriisin syy' },
    }),
  },
};
