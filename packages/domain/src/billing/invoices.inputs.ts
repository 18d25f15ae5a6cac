import { z } from 'zod';
import { locales } from '../shared/constants';
import { pageQueryFields } from '../shared/paging';
import { invoiceDisplayStatuses } from './invoice-status';

/** The invoices list shows 50 a page, newest first (spec sections 7 and 9). */
export const invoicePageSize = 50;
export const invoiceNotesMaxLength = 2000;

/** A new draft: every verified, not yet invoiced shift of the contract in the period becomes lines. */
export const createInvoiceInputSchema = z.object({
  contractId: z.uuid(),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  language: z.enum(locales).optional(),
  notes: z.string().trim().max(invoiceNotesMaxLength).nullable().optional(),
});
export type CreateInvoiceInput = z.infer<typeof createInvoiceInputSchema>;

/** What a draft's editor changes; the lines come from the shifts (refresh them by creating again). */
export const updateInvoiceInputSchema = z.object({
  language: z.enum(locales),
  notes: z.string().trim().max(invoiceNotesMaxLength).nullable(),
  paymentTermDays: z.number().int().min(0).max(365),
});
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceInputSchema>;

export const markInvoicePaidInputSchema = z.object({ paidOn: z.iso.date() });
export type MarkInvoicePaidInput = z.infer<typeof markInvoicePaidInputSchema>;

/** A credit note for the whole invoice, or for some of its lines (a disputed line). */
export const creditInvoiceInputSchema = z.object({
  lineIds: z.array(z.uuid()).min(1).optional(),
  reason: z.string().trim().min(1).max(invoiceNotesMaxLength),
});
export type CreditInvoiceInput = z.infer<typeof creditInvoiceInputSchema>;

/** The list's status filter: a display status, or disputed (invoices with a dispute not yet answered). */
export const invoiceListStatuses = [...invoiceDisplayStatuses, 'disputed'] as const;
export type InvoiceListStatus = (typeof invoiceListStatuses)[number];

export const listInvoicesQuerySchema = z.object({
  status: z.enum(invoiceListStatuses).optional(),
  contractId: z.uuid().optional(),
  /** Invoices whose period touches [from, to]. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...pageQueryFields(invoicePageSize),
  perPage: z.coerce.number().int().min(1).max(invoicePageSize).default(invoicePageSize),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;
