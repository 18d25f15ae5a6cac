import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  campaignsAccessFixtures as fixtures,
  prepareCampaignsAccessFixtures,
} from './campaigns-access-fixtures';

const prepare = (db: Executor, world: Tenancy) => prepareCampaignsAccessFixtures(db, matrixAccountIds(world));

// Campaigns are listed under the agreements: the contracts' access (admins manage, agents have none, the
// customer reads its own account's).
const readers = [...admins, 'customer'] as const;

/** Who may use the campaign routes (the access matrix, http/access-matrix.routes.test.ts). */
export const campaignsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/campaigns': {
    allowed: readers,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/campaigns?page=1` }),
  },
  'GET /api/accounts/:accountId/campaigns/:campaignId': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/campaigns/${fixtures.campaignId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/campaigns': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/campaigns`,
      payload: fixtures.createBody(accountId),
    }),
  },
  'PUT /api/accounts/:accountId/campaigns/:campaignId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/campaigns/${fixtures.campaignId(accountId)}`,
      payload: fixtures.replaceBody(accountId),
    }),
  },
  'DELETE /api/accounts/:accountId/campaigns/:campaignId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/campaigns/${fixtures.nextDeletableId(accountId)}`,
    }),
  },
};
