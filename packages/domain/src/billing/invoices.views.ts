import { z } from 'zod';
import { careRoles } from '../care-roles/care-roles';
import { pagedSchema } from '../shared/paging';
import { vatCategories } from '../shared/vat';
import { invoiceDisputeSchema } from './invoice-disputes.views';
import { invoiceActions, invoiceDisplayStatuses, invoiceStatuses } from './invoice-status';

/**
 * What the invoice screens read (issue 13). Amounts are integer cents, quantities hundredths (7.75 h is
 * 775), days YYYY-MM-DD. A draft has no number, reference or invoice date: they are given when it is sent.
 */

export const invoiceKinds = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** A party as the invoice prints it (seller: the staffing company; buyer: the account). */
export const invoicePartySchema = z.object({
  name: z.string(),
  businessId: z.string().nullable(),
  streetAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  einvoiceAddress: z.string().nullable(),
  einvoiceOperator: z.string().nullable(),
  email: z.string().nullable(),
  iban: z.string().nullable().optional(),
  bic: z.string().nullable().optional(),
});
export type InvoicePartyView = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  shiftId: z.uuid().nullable(),
  workerName: z.string().nullable(),
  areaName: z.string().nullable(),
  careRole: z.enum(careRoles).nullable(),
  /** A rate kind of the contract: base, evening, night, saturday, sunday (and holiday), kilometre. */
  kind: z.string(),
  description: z.string(),
  deliveryDay: z.iso.date(),
  quantityHundredths: z.number().int(),
  unitCents: z.number().int(),
  netCents: z.number().int(),
  vatCategory: z.enum(vatCategories),
  vatRateBasisPoints: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceVatRowSchema = z.object({
  category: z.enum(vatCategories),
  rateBasisPoints: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** An exempt row's legal basis (the contract version's note); the documents print the AVL 34-36 § text without it. */
  exemptionBasis: z.string().nullable().optional(),
});
export type InvoiceVatRow = z.infer<typeof invoiceVatRowSchema>;

/** An invoice as the list shows it. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  /** The stored status, or overdue for a sent invoice past its due date (derived on the server's today). */
  displayStatus: z.enum(invoiceDisplayStatuses),
  number: z.number().int().nullable(),
  contractId: z.uuid(),
  contractName: z.string(),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  invoiceDate: z.iso.date().nullable(),
  dueDate: z.iso.date().nullable(),
  paidOn: z.iso.date().nullable(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** On a credit note: the invoice it credits (and its number). */
  creditsInvoiceId: z.uuid().nullable(),
  creditsInvoiceNumber: z.number().int().nullable(),
  /** Disputes of its lines not yet answered ("disputed lines are visible in the list"). */
  openDisputeCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A page of the invoices list with the sums of the page's rows. */
export const invoicePageSchema = pagedSchema(invoiceSummarySchema).extend({
  pageTotals: z.object({
    netCents: z.number().int(),
    vatCents: z.number().int(),
    grossCents: z.number().int(),
  }),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** One invoice whole: its parties, payment details, VAT specification, lines and what the caller may do. */
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  accountId: z.uuid(),
  language: z.string(),
  notes: z.string().nullable(),
  paymentTermDays: z.number().int(),
  /** The Finnish reference number, grouped by five as printed; null for a draft. */
  referenceNumber: z.string().nullable(),
  /** Its RF form (ISO 11649), grouped by four. */
  rfReference: z.string().nullable(),
  /** The 54-digit virtual bank barcode; null for a draft, a credit note or a seller without a Finnish IBAN. */
  virtualBarcode: z.string().nullable(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  vatRows: z.array(invoiceVatRowSchema),
  lines: z.array(invoiceLineSchema),
  /** Credit notes that refer to this invoice. */
  creditNotes: z.array(
    z.object({ id: z.uuid(), number: z.number().int().nullable(), grossCents: z.number().int() }),
  ),
  /** The actions the caller may take now (role and status). */
  actions: z.array(z.enum(invoiceActions)),
  /** Disputes of its lines, oldest first, answered or not. */
  disputes: z.array(invoiceDisputeSchema),
  /** Whether the caller may dispute its lines now (the customer, on a sent or paid invoice). */
  canDispute: z.boolean(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const deletedInvoiceSchema = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
export type DeletedInvoice = z.infer<typeof deletedInvoiceSchema>;

/**
 * Upcoming charges: verified shifts not yet invoiced, per contract, with their expected price (the
 * customer's preview and the admin's starting point for a new invoice).
 */
export const upcomingChargesSchema = z.object({
  contracts: z.array(
    z.object({
      contractId: z.uuid(),
      contractName: z.string(),
      shiftCount: z.number().int(),
      firstDay: z.iso.date().nullable(),
      lastDay: z.iso.date().nullable(),
      netCents: z.number().int(),
      grossCents: z.number().int(),
      /** Shifts that cannot be priced yet (a rate missing in the contract version of their day). */
      unpricedShiftCount: z.number().int(),
    }),
  ),
});
export type UpcomingCharges = z.infer<typeof upcomingChargesSchema>;

/** The customers (contracts) an invoice can be made for: the picker of the create screen. */
export const invoiceClientsSchema = z.object({
  items: z.array(
    z.object({
      contractId: z.uuid(),
      contractName: z.string(),
      customerNumber: z.string().nullable(),
      uninvoicedShiftCount: z.number().int(),
    }),
  ),
});
export type InvoiceClients = z.infer<typeof invoiceClientsSchema>;
