import type { CareRole } from '@portal/domain/care-roles';
import type { RateKind } from '@portal/domain/customer-contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';

/** A rate as stored in a version's `prices` or `wages` (checked by the domain's input schema on the way in). */
export type StoredRate = { careRole: CareRole | null; kind: RateKind; cents: number };

/**
 * A customer contract of an account (spec section 3, Contract (customer); decision 0033): its terms. The
 * prices and wages are in dated versions. Deleted contracts keep their row (`deleted_at`), as invoices and
 * shifts will refer to them.
 */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    customerNumber: text('customer_number'),
    noOverHours: boolean('no_over_hours').notNull().default(false),
    monthlySalary: boolean('monthly_salary').notNull().default(false),
    /** Whether a campaign's price raise reaches this contract's invoices (issue 13 §2); its pay raise always does. */
    campaignsRaisePrice: boolean('campaigns_raise_price').notNull().default(false),
    collectiveAgreement: text('collective_agreement').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    vatExemptionBasis: text('vat_exemption_basis'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('customer_contracts_account_live').on(table.accountId).where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * The prices and wages of a contract from one day on (until the next version's day). A version's rates are
 * read and written whole (the form saves them, a shift is priced by one version), so they are jsonb lists.
 */
export const customerContractVersions = pgTable(
  'customer_contract_versions',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => customerContracts.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    prices: jsonb('prices').$type<StoredRate[]>().notNull(),
    wages: jsonb('wages').$type<StoredRate[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.validFrom] })],
);
