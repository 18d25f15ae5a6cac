import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { jobAdsAccessFixtures as fixtures, prepareJobAdsAccessFixtures } from './job-ads-access-fixtures';

const prepare = (db: Executor, world: Tenancy) => prepareJobAdsAccessFixtures(db, matrixAccountIds(world));

// Job ads are HR's work (menu subject Jobs): admins and agents; customers none. The feed is public.
/** Who may use the job-ad routes (the access matrix, http/access-matrix.routes.test.ts). */
export const jobAdsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/job-ads': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/job-ads?status=draft` }),
  },
  'GET /api/accounts/:accountId/job-ads/:jobAdId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/job-ads/${fixtures.jobAdId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/job-ads': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/job-ads`,
      payload: fixtures.body(),
    }),
  },
  'PUT /api/accounts/:accountId/job-ads/:jobAdId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/job-ads/${fixtures.jobAdId(accountId)}`,
      payload: fixtures.body(),
    }),
  },
  'DELETE /api/accounts/:accountId/job-ads/:jobAdId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/job-ads/${fixtures.nextDeletableId(accountId)}`,
    }),
  },
  'GET /api/public/job-ads': {
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/public/job-ads?role=hoitaja' }),
  },
};
