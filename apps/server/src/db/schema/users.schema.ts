import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { accounts, organizations } from './tenancy.schema';

/** Staff (who sign in) and workers (who do not) share one table, as in the spec's User entity. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', {
      enum: ['super-admin', 'organization-admin', 'admin', 'agent', 'customer', 'worker'],
    }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    locale: text('locale', { enum: ['fi', 'en', 'de', 'fr', 'pt'] }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    accountId: uuid('account_id').references(() => accounts.id),
    // Worker fields (spec section 3, User).
    profession: text('profession'),
    employmentType: text('employment_type'),
    confirmed: boolean('confirmed').notNull().default(false),
    /** Medication permit ("love" in the spec). */
    love: boolean('love').notNull().default(false),
    status: text('status').notNull().default('accepted'),
    stepGroup: text('step_group'),
    stepState: text('step_state'),
    workContractSent: boolean('work_contract_sent').notNull().default(false),
    workContractSigned: boolean('work_contract_signed').notNull().default(false),
    addressRegion: text('address_region'),
    addressCity: text('address_city'),
    birthday: date('birthday', { mode: 'string' }),
    residency: text('residency'),
    oiwaApplicant: boolean('oiwa_applicant').notNull().default(false),
    applicationSeeking: text('application_seeking').array().notNull().default(sql`'{}'::text[]`),
    applicationStart: date('application_start', { mode: 'string' }),
    applicationEnd: date('application_end', { mode: 'string' }),
    /** Set when the welcome e-mail was queued; it is sent once, the first time confirmed becomes true. */
    welcomeSentAt: timestamp('welcome_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Stored lower-case by the services; the index makes the rule hold even for hand-written SQL.
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_account_role_idx').on(table.accountId, table.role),
  ],
);

/** Limits a customer user to some areas of its account; no rows means every area. */
export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.areaId] })],
);

/**
 * A worker's personal data for payroll (issue 14 §3): the personal identity code and the bank account,
 * each encrypted at rest (`lib/personal-data-cipher.ts`, AES-256-GCM); never stored or logged in clear.
 */
export const workerPaymentDetails = pgTable('worker_payment_details', {
  workerId: uuid('worker_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  identityCodeCipher: text('identity_code_cipher'),
  ibanCipher: text('iban_cipher'),
  bic: text('bic'),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
