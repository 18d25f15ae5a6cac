import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  wageReportsAccessFixtures as fixtures,
  prepareWageReportsAccessFixtures,
} from './wage-reports-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareWageReportsAccessFixtures(db, matrixAccountIds(world));

// Issue 14 §3: wage reports are for admins and above only; agents and customers see none of payroll.
const base = (accountId: string) => `/api/accounts/${accountId}/wage-reports`;
const summaries = (accountId: string) => `/api/accounts/${accountId}/payer-summary-reports`;
const report = (accountId: string) => `${base(accountId)}/${fixtures.readId(accountId)}`;

/** Who may use the wage report routes (the access matrix, http/access-matrix.routes.test.ts). */
export const wageReportsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/wage-reports/to-report': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/to-report` }),
  },
  'GET /api/accounts/:accountId/wage-reports': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}?status=sent&page=1` }),
  },
  'GET /api/accounts/:accountId/wage-reports/:reportId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: report(accountId) }),
  },
  'GET /api/accounts/:accountId/wage-reports/:reportId/xml': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${report(accountId)}/xml` }),
  },
  'GET /api/accounts/:accountId/wage-reports/:reportId/invalidation-xml': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${report(accountId)}/invalidation-xml` }),
  },
  'POST /api/accounts/:accountId/wage-reports': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: base(accountId),
      payload: { paymentDate: fixtures.next(accountId, 'make') },
    }),
  },
  'POST /api/accounts/:accountId/wage-reports/:reportId/events': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'lose')}/events`,
      payload: { event: 'lose' },
    }),
  },
  'POST /api/accounts/:accountId/wage-reports/:reportId/replacement': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'replace')}/replacement`,
    }),
  },
  'POST /api/accounts/:accountId/wage-reports/:reportId/invalidation': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'invalidate')}/invalidation`,
    }),
  },
  'GET /api/accounts/:accountId/payer-summary-reports': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: summaries(accountId) }),
  },
  'POST /api/accounts/:accountId/payer-summary-reports': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: summaries(accountId),
      payload: { month: fixtures.next(accountId, 'summaryMonth') },
    }),
  },
  'POST /api/accounts/:accountId/payer-summary-reports/:reportId/events': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${summaries(accountId)}/${fixtures.next(accountId, 'summaryLose')}/events`,
      payload: { event: 'lose' },
    }),
  },
  'GET /api/accounts/:accountId/payer-summary-reports/:reportId/xml': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${summaries(accountId)}/${fixtures.summaryReadId(accountId)}/xml`,
    }),
  },
};
