import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  contractsAccessFixtures as fixtures,
  matrixContractInput,
  prepareContractsAccessFixtures,
} from './customer-contracts-access-fixtures';

const prepare = (db: Executor, world: Tenancy) => prepareContractsAccessFixtures(db, matrixAccountIds(world));

// Design brief, role matrix: admins and above manage billing; agents have none of it; the customer reads its
// own account's contracts.
const readers = [...admins, 'customer'] as const;

/** Who may use the customer-contract routes (the access matrix, http/access-matrix.routes.test.ts). */
export const customerContractsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/customer-contracts': {
    allowed: readers,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/customer-contracts?search=a&page=1`,
    }),
  },
  'GET /api/accounts/:accountId/customer-contracts/:contractId': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/customer-contracts/${fixtures.contractId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/customer-contracts': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/customer-contracts`,
      payload: matrixContractInput,
    }),
  },
  'PUT /api/accounts/:accountId/customer-contracts/:contractId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/customer-contracts/${fixtures.contractId(accountId)}`,
      payload: matrixContractInput,
    }),
  },
  'DELETE /api/accounts/:accountId/customer-contracts/:contractId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/customer-contracts/${fixtures.nextDeletableId(accountId)}`,
    }),
  },
};
