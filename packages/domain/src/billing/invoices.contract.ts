import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  createInvoiceInputSchema,
  creditInvoiceInputSchema,
  listInvoicesQuerySchema,
  markInvoicePaidInputSchema,
  updateInvoiceInputSchema,
} from './invoices.inputs';
import {
  deletedInvoiceSchema,
  invoiceClientsSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  upcomingChargesSchema,
} from './invoices.views';

/**
 * The invoices API (issue 13). Admins and above create, send, mark paid and credit; agents have no access;
 * a customer user reads its account's invoices and upcoming charges. The PDF and the Finvoice XML are
 * binary answers registered beside these (paths below), with the same access as `getInvoiceContract`.
 */

export const invoiceParamsSchema = accountParamsSchema.extend({ invoiceId: z.uuid() });
export type InvoiceParams = z.infer<typeof invoiceParamsSchema>;

/** The invoice as a PDF (inline, `lasku-<number>.pdf`). */
export const invoicePdfPath = '/api/accounts/:accountId/invoices/:invoiceId/pdf';
/** The invoice as a Finvoice 3.0 XML message (sent invoices and credit notes only). */
export const invoiceFinvoicePath = '/api/accounts/:accountId/invoices/:invoiceId/finvoice';

export const listInvoicesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/invoices',
  summary:
    'Invoices and credit notes of the account, newest first, 50 a page; filters by status, contract, period',
  tag: 'invoices',
  access: { kind: 'ability', action: 'read', subject: 'Invoices' },
  params: accountParamsSchema,
  query: listInvoicesQuerySchema,
  response: invoicePageSchema,
});

export const listInvoiceClientsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/invoices/clients',
  summary: 'The contracts an invoice can be made for, with their verified shifts not yet invoiced',
  tag: 'invoices',
  access: { kind: 'ability', action: 'create', subject: 'Invoices' },
  params: accountParamsSchema,
  response: invoiceClientsSchema,
});

export const upcomingChargesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/invoices/upcoming',
  summary: 'Verified work not yet invoiced, per contract, with its expected price',
  tag: 'invoices',
  access: { kind: 'ability', action: 'read', subject: 'Invoices' },
  params: accountParamsSchema,
  response: upcomingChargesSchema,
});

export const getInvoiceContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/invoices/:invoiceId',
  summary: 'One invoice or credit note with its parties, VAT specification and lines',
  tag: 'invoices',
  access: { kind: 'ability', action: 'read', subject: 'Invoices' },
  params: invoiceParamsSchema,
  response: invoiceDetailSchema,
});

export const createInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices',
  summary: 'Draft an invoice from the verified, not yet invoiced shifts of a contract in a period',
  tag: 'invoices',
  access: { kind: 'ability', action: 'create', subject: 'Invoices' },
  params: accountParamsSchema,
  body: createInvoiceInputSchema,
  response: invoiceDetailSchema,
  successStatus: 201,
});

export const updateInvoiceContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/invoices/:invoiceId',
  summary: "Change a draft's language, notes and payment term",
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceParamsSchema,
  body: updateInvoiceInputSchema,
  response: invoiceDetailSchema,
});

export const sendInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/send',
  summary: 'Send a draft: number, reference, dates and parties are fixed, and it is e-mailed to the customer',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceParamsSchema,
  response: invoiceDetailSchema,
});

export const markInvoicePaidContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/paid',
  summary: 'Record the payment of a sent invoice on a day',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceParamsSchema,
  body: markInvoicePaidInputSchema,
  response: invoiceDetailSchema,
});

export const markInvoiceUnpaidContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/unpaid',
  summary: 'Take back a payment recorded by mistake',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceParamsSchema,
  response: invoiceDetailSchema,
});

export const creditInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/credit',
  summary: 'Credit a sent invoice in full or some of its lines: a numbered credit note referring to it',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceParamsSchema,
  body: creditInvoiceInputSchema,
  response: invoiceDetailSchema,
  successStatus: 201,
});

export const deleteInvoiceContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/invoices/:invoiceId',
  summary: 'Delete a draft (soft); its shifts can be invoiced again',
  tag: 'invoices',
  access: { kind: 'ability', action: 'delete', subject: 'Invoices' },
  params: invoiceParamsSchema,
  response: deletedInvoiceSchema,
});
