import type { InvoiceStatus } from '@portal/domain/billing';
import type { VatCategory } from '@portal/domain/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { customerContracts } from './billing.schema';
import { shifts } from './shifts.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/** A party as printed on a sent invoice: frozen when it is sent, so later edits never change it. */
export type InvoiceParty = {
  name: string;
  businessId: string | null;
  streetAddress: string | null;
  postcode: string | null;
  city: string | null;
  einvoiceAddress: string | null;
  einvoiceOperator: string | null;
  email: string | null;
  iban?: string | null;
  bic?: string | null;
};

/**
 * An invoice or a credit note of an account under one customer contract (spec section 3, Invoice; issue
 * 13). A draft has no number, reference or date: those are given when it is sent, from the account's
 * gapless sequence. A sent invoice is never changed, only credited (`kind` credit-note, `credits_invoice_id`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => customerContracts.id),
    kind: text('kind', { enum: ['invoice', 'credit-note'] })
      .notNull()
      .default('invoice'),
    creditsInvoiceId: uuid('credits_invoice_id'),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    number: integer('number'),
    /** The Finnish reference number (7-3-1), digits only; its RF form is derived. */
    referenceNumber: text('reference_number'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentTermDays: integer('payment_term_days').notNull().default(14),
    /** The language the PDF and the e-mail are written in. */
    language: text('language').notNull().default('fi'),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    seller: jsonb('seller').$type<InvoiceParty>(),
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_account_number')
      .on(table.accountId, table.number)
      .where(sql`${table.number} is not null`),
    index('invoices_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * A line of an invoice: one priced quantity of one shift (its hours of one kind, or its kilometres), with
 * what the customer checks it against (day, worker, role, area) copied in, and the VAT rate of its day.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    shiftId: uuid('shift_id').references(() => shifts.id),
    workerId: uuid('worker_id').references(() => users.id),
    workerName: text('worker_name'),
    areaId: uuid('area_id').references(() => areas.id),
    areaName: text('area_name'),
    careRole: text('care_role'),
    /** A rate kind of the contract (base, evening, ..., kilometre). */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    deliveryDay: date('delivery_day', { mode: 'string' }).notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitCents: integer('unit_cents').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCategory: text('vat_category').$type<VatCategory>().notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** On a credit note: the line it cancels. */
    creditsLineId: uuid('credits_line_id'),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    index('invoice_lines_shift_idx').on(table.shiftId),
    // "Is this line credited?" is asked for every line of every billable-shift check (isNotInvoiced):
    // without the index each asks by reading all lines.
    index('invoice_lines_credits_line_idx')
      .on(table.creditsLineId)
      .where(sql`${table.creditsLineId} is not null`),
  ],
);

/** The last invoice number given per account: the next send takes last + 1 in its transaction (gapless). */
export const invoiceNumberSequences = pgTable('invoice_number_sequences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A customer's dispute of one invoice line (issue 13): the reason, and the staff's answer, a credit note
 * (the line credited) or a rejection with a reason. One open dispute per line at a time.
 */
export const invoiceLineDisputes = pgTable(
  'invoice_line_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => invoiceLines.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'credited', 'rejected'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    creditNoteId: uuid('credit_note_id').references(() => invoices.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('invoice_line_disputes_invoice_idx').on(table.invoiceId),
    uniqueIndex('invoice_line_disputes_open_line').on(table.lineId).where(sql`${table.status} = 'open'`),
  ],
);
