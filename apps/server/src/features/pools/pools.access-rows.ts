import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { poolsAccessFixtures as poolsFixtures, preparePoolsAccessFixtures } from './pools-access-fixtures';

const preparePoolsMatrix = (db: Executor, world: Tenancy) =>
  preparePoolsAccessFixtures(db, matrixAccountIds(world));

/** Who may use the pools routes (the access matrix, http/access-matrix.routes.test.ts). */
export const poolsAccessRows: AccessRows = {
  // HR pools (features/pools): customers may not see pools.
  'GET /api/accounts/:accountId/pools': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/pools?search=a&page=1` }),
  },
  'GET /api/accounts/:accountId/pools/options': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/pools/options` }),
  },
  'POST /api/accounts/:accountId/pools': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/pools`,
      payload: { name: 'Matriisin rengas', areaIds: [] },
    }),
  },
  'GET /api/accounts/:accountId/pools/:poolId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/pools/:poolId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}`,
      payload: { name: 'Matriisin rengas', isDefault: false, areaIds: [] },
    }),
  },
  'DELETE /api/accounts/:accountId/pools/:poolId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.nextDeletablePoolId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/pools/:poolId/members': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/members`,
      payload: { userIds: [poolsFixtures.outsiderId(accountId)] },
    }),
  },
  'DELETE /api/accounts/:accountId/pools/:poolId/members/:userId': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/members/${poolsFixtures.nextMemberId(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/pools/:poolId/candidates': {
    allowed: staff,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/candidates?query=Ma`,
    }),
  },
};
