import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /**
   * The seller on the invoices of the organization's accounts (issue 13): the staffing company's legal
   * details, its bank account for the payment slip and barcode, and its e-invoice address for Finvoice.
   */
  legalName: text('legal_name'),
  businessId: text('business_id'),
  streetAddress: text('street_address'),
  postcode: text('postcode'),
  city: text('city'),
  iban: text('iban'),
  bic: text('bic'),
  einvoiceAddress: text('einvoice_address'),
  einvoiceOperator: text('einvoice_operator'),
  billingEmail: text('billing_email'),
  /**
   * The employer's details the Incomes Register files need besides the business id and name (decision
   * 0044): the TyEL pension insurance (provider code, policy number) and the payroll contact person.
   */
  pensionProviderCode: integer('pension_provider_code'),
  pensionPolicyNo: text('pension_policy_no'),
  payrollContactName: text('payroll_contact_name'),
  payrollContactTelephone: text('payroll_contact_telephone'),
  payrollContactEmail: text('payroll_contact_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** Decides the role list (Finnish or German) and holidays. */
    country: text('country', { enum: ['FI', 'DE'] })
      .notNull()
      .default('FI'),
    businessId: text('business_id'),
    /** The buyer on the account's invoices (issue 13): where the invoice goes and how soon it is due. */
    billingName: text('billing_name'),
    billingStreetAddress: text('billing_street_address'),
    billingPostcode: text('billing_postcode'),
    billingCity: text('billing_city'),
    invoiceEmail: text('invoice_email'),
    einvoiceAddress: text('einvoice_address'),
    einvoiceOperator: text('einvoice_operator'),
    paymentTermDays: integer('payment_term_days').notNull().default(14),
    /** Unpaid break in minutes (spec: account settings). */
    unpaidTime: integer('unpaid_time').notNull().default(30),
    minHoursWithBreak: numeric('min_hours_with_break', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .default(6),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('accounts_unpaid_time_range', sql`${table.unpaidTime} between 0 and 120`),
    check('accounts_min_hours_range', sql`${table.minHoursWithBreak} between 0 and 24`),
    check('accounts_payment_term_range', sql`${table.paymentTermDays} between 0 and 365`),
  ],
);
