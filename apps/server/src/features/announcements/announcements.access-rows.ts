import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  announcementsAccessFixtures as fixtures,
  prepareAnnouncementsAccessFixtures,
} from './announcements-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareAnnouncementsAccessFixtures(db, matrixAccountIds(world));
const base = (accountId: string) => `/api/accounts/${accountId}/announcements`;

/**
 * Who may use the announcement routes (the access matrix): Communications is HR's work, so admins and
 * agents, never customers; the worker app's feed is public with the worker's feed key.
 */
export const announcementsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/announcements': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'POST /api/accounts/:accountId/announcements': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: base(accountId), payload: fixtures.body(accountId) }),
  },
  'GET /api/accounts/:accountId/announcements/:announcementId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${base(accountId)}/${fixtures.of(accountId).announcementId}`,
    }),
  },
  'PUT /api/accounts/:accountId/announcements/:announcementId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${base(accountId)}/${fixtures.of(accountId).announcementId}`,
      payload: fixtures.body(accountId),
    }),
  },
  'POST /api/accounts/:accountId/announcements/delete': {
    allowed: staff,
    accountScoped: true,
    prepare,
    // An id that names nothing: deleting it succeeds with nothing deleted, so every call passes.
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/delete`,
      payload: { ids: [fixtures.of(accountId).campaignId] },
    }),
  },
  'GET /api/accounts/:accountId/campaign-announcements': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/campaign-announcements` }),
  },
  'GET /api/accounts/:accountId/campaign-announcements/:campaignId/draft': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/campaign-announcements/${fixtures.of(accountId).campaignId}/draft`,
    }),
  },
  'POST /api/accounts/:accountId/worker-feed-tokens': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/worker-feed-tokens`,
      payload: { workerId: fixtures.of(accountId).workerId },
    }),
  },
  'GET /api/worker-app/announcements': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'GET',
      url: '/api/worker-app/announcements',
      headers: { authorization: `Bearer ${fixtures.feedToken()}` },
    }),
  },
};
