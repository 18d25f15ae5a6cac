import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import { payrollAccessFixtures as fixtures, preparePayrollAccessFixtures } from './payroll-access-fixtures';

const prepare = (db: Executor, world: Tenancy) => preparePayrollAccessFixtures(db, matrixAccountIds(world));

// Issue 14 §3: payroll is for admins, organization-admins and super-admins; agents and customers see none.
const lists = (accountId: string) => `/api/accounts/${accountId}/payroll-lists`;
const payrolls = (accountId: string) => `/api/accounts/${accountId}/payrolls`;

/** Who may use the payroll routes (the access matrix, http/access-matrix.routes.test.ts). */
export const payrollAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/payroll-lists': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${lists(accountId)}?page=1` }),
  },
  'POST /api/accounts/:accountId/payroll-lists': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: lists(accountId),
      payload: { periodFrom: '2026-08-01', periodTo: '2026-08-31', paymentDate: '2026-09-15' },
    }),
  },
  'GET /api/accounts/:accountId/payroll-lists/:payrollListId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${lists(accountId)}/${fixtures.listId(accountId)}` }),
  },
  'POST /api/accounts/:accountId/payroll-lists/:payrollListId/refresh': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${lists(accountId)}/${fixtures.listId(accountId)}/refresh`,
    }),
  },
  'DELETE /api/accounts/:accountId/payroll-lists/:payrollListId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${lists(accountId)}/${fixtures.next(accountId, 'delete')}`,
    }),
  },
  'POST /api/accounts/:accountId/payroll-lists/:payrollListId/start-paying': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${lists(accountId)}/${fixtures.next(accountId, 'startPaying')}/start-paying`,
    }),
  },
  'POST /api/accounts/:accountId/payroll-lists/:payrollListId/paid': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${lists(accountId)}/${fixtures.next(accountId, 'payList')}/paid`,
      payload: { paidOn: '2026-10-15' },
    }),
  },
  'GET /api/accounts/:accountId/payroll-lists/:payrollListId/csv': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${lists(accountId)}/${fixtures.listId(accountId)}/csv`,
    }),
  },
  'GET /api/accounts/:accountId/payrolls/:payrollId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${payrolls(accountId)}/${fixtures.payrollId(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/payrolls/:payrollId/payslip': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${payrolls(accountId)}/${fixtures.payrollId(accountId)}/payslip`,
    }),
  },
  'POST /api/accounts/:accountId/payrolls/:payrollId/adjustments': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${payrolls(accountId)}/${fixtures.payrollId(accountId)}/adjustments`,
      payload: { reason: 'Matriisin korjaus', grossCents: 100, incomeType: 216 },
    }),
  },
  'DELETE /api/accounts/:accountId/payrolls/:payrollId/adjustments/:lineId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${payrolls(accountId)}/${fixtures.payrollId(accountId)}/adjustments/${fixtures.next(accountId, 'removeAdjustment')}`,
    }),
  },
  'POST /api/accounts/:accountId/payrolls/:payrollId/paid': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${payrolls(accountId)}/${fixtures.next(accountId, 'markPaid')}/paid`,
      payload: { paidOn: '2026-10-15' },
    }),
  },
  'GET /api/accounts/:accountId/quick-shifts': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/quick-shifts?tab=pending`,
    }),
  },
  'POST /api/accounts/:accountId/quick-shifts/send': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/quick-shifts/send`,
      payload: { shiftIds: [fixtures.next(accountId, 'send')], paymentDate: '2026-11-27' },
    }),
  },
};
