import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  smsBroadcastsAccessFixtures as fixtures,
  prepareSmsBroadcastsAccessFixtures,
} from './sms-broadcasts-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareSmsBroadcastsAccessFixtures(db, matrixAccountIds(world));

const base = (accountId: string) => `/api/accounts/${accountId}/sms-broadcasts`;
const draft = (accountId: string) => `${base(accountId)}/${fixtures.draftId(accountId)}`;
const input = {
  title: 'Vuoroja Espoossa',
  message: 'Vuoroja tarjolla ensi viikolla.',
  targets: { region: 'Uusimaa', cities: [], roles: [] },
};

/**
 * Who may use the bulk SMS routes (the access matrix, http/access-matrix.routes.test.ts): HR's work, so
 * admins and agents (subject Communications), never customers.
 */
export const smsBroadcastsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/sms-broadcasts': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'POST /api/accounts/:accountId/sms-broadcasts': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: base(accountId), payload: input }),
  },
  'GET /api/accounts/:accountId/sms-broadcasts/:broadcastId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: draft(accountId) }),
  },
  'PUT /api/accounts/:accountId/sms-broadcasts/:broadcastId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${base(accountId)}/${fixtures.nextDeletable(accountId)}`,
      payload: input,
    }),
  },
  'DELETE /api/accounts/:accountId/sms-broadcasts/:broadcastId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${base(accountId)}/${fixtures.nextDeletable(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/sms-broadcasts/:broadcastId/recipient-count': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${draft(accountId)}/recipient-count` }),
  },
  'POST /api/accounts/:accountId/sms-broadcasts/:broadcastId/send': {
    allowed: staff,
    accountScoped: true,
    prepare,
    // The first allowed call starts sending; later ones answer the same broadcast (send is idempotent).
    request: (_, accountId) => ({ method: 'POST', url: `${draft(accountId)}/send` }),
  },
  'GET /api/accounts/:accountId/sms-broadcasts/:broadcastId/recipients': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${draft(accountId)}/recipients?status=queued` }),
  },
  'GET /api/accounts/:accountId/sms-opt-outs': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/sms-opt-outs` }),
  },
  'POST /api/accounts/:accountId/sms-opt-outs': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/sms-opt-outs`,
      payload: { mobile: '040 111 2222' },
    }),
  },
  'DELETE /api/accounts/:accountId/sms-opt-outs/:mobile': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/sms-opt-outs/${encodeURIComponent(fixtures.nextOptOut(accountId))}`,
    }),
  },
};
