import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, type Tenancy } from '../../testing/access-row';
import {
  invoicesAccessFixtures as fixtures,
  prepareInvoicesAccessFixtures,
} from './invoices-access-fixtures';

const prepare = (db: Executor, world: Tenancy) => prepareInvoicesAccessFixtures(db, matrixAccountIds(world));

// Design brief, role matrix: admins and above create, send, record payments and credit; agents have no
// access to billing; the customer reads its own account's invoices and upcoming charges.
const readers = [...admins, 'customer'] as const;
const base = (accountId: string) => `/api/accounts/${accountId}/invoices`;

/** Who may use the invoice routes (the access matrix, http/access-matrix.routes.test.ts). */
export const invoicesAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/invoices': {
    allowed: readers,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}?status=overdue&page=1` }),
  },
  'GET /api/accounts/:accountId/invoices/clients': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/clients` }),
  },
  'GET /api/accounts/:accountId/invoices/upcoming': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/upcoming` }),
  },
  'GET /api/accounts/:accountId/invoices/:invoiceId': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/${fixtures.readId(accountId)}` }),
  },
  'GET /api/accounts/:accountId/invoices/:invoiceId/pdf': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${base(accountId)}/${fixtures.readId(accountId)}/pdf`,
    }),
  },
  'GET /api/accounts/:accountId/invoices/:invoiceId/finvoice': {
    allowed: readers,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${base(accountId)}/${fixtures.readId(accountId)}/finvoice`,
    }),
  },
  'POST /api/accounts/:accountId/invoices': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => {
      const day = fixtures.next(accountId, 'create');
      return {
        method: 'POST',
        url: base(accountId),
        payload: { contractId: fixtures.contractId(accountId), periodFrom: day, periodTo: day },
      };
    },
  },
  'PUT /api/accounts/:accountId/invoices/:invoiceId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${base(accountId)}/${fixtures.draftId(accountId)}`,
      payload: { language: 'fi', notes: 'Matriisi', paymentTermDays: 14 },
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/send': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'send')}/send`,
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/paid': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'paid')}/paid`,
      payload: { paidOn: '2026-11-20' },
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/unpaid': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'unpaid')}/unpaid`,
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/credit': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'credit')}/credit`,
      payload: { reason: 'Matriisin hyvitys' },
    }),
  },
  'DELETE /api/accounts/:accountId/invoices/:invoiceId': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${base(accountId)}/${fixtures.next(accountId, 'delete')}`,
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes': {
    // Issue 13: disputes come from the customer; staff answer them.
    allowed: ['customer'],
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'dispute')}/disputes`,
      payload: { reason: 'Matriisin riitautus' },
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes/:disputeId/credit': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'creditDispute')}/credit`,
      payload: {},
    }),
  },
  'POST /api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes/:disputeId/reject': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.next(accountId, 'rejectDispute')}/reject`,
      payload: { answer: 'Vuoro tehtiin' },
    }),
  },
};
