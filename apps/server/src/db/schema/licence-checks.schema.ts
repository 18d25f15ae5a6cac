import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * A recorded check of a worker's professional licence or work permit. Valvira's Terhikki / Suosikki
 * registers have no public API (reference/domain-rules.md §2), so HR looks the person up and records
 * what the register showed, with evidence; the newest check of a kind is the one in force. A licence
 * that is unverified, not found, restricted or past `validUntil` blocks booking into a role that needs
 * it (domain `licence-checks`).
 */
export const licenceChecks = pgTable(
  'licence_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['professional_licence', 'work_permit'] }).notNull(),
    /** terhikki, suosikki (Finland), or the German authority's register; free text for a permit. */
    register: text('register').notNull(),
    registrationNumber: text('registration_number'),
    result: text('result', { enum: ['confirmed', 'not_found', 'restricted'] }).notNull(),
    /** What the register showed, as the checker read it (name, year of birth, rights). */
    registerShowed: text('register_showed'),
    /** The professions the licence covers (e.g. sairaanhoitaja), as the workers' roles are named. */
    scope: text('scope').array().notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Null when the right has no end date (a Finnish licence normally has none; a permit does). */
    validUntil: date('valid_until', { mode: 'string' }),
    /** A screenshot or PDF of the register page, in file storage. */
    evidenceKey: text('evidence_key'),
    evidenceName: text('evidence_name'),
    checkedBy: uuid('checked_by').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when HR was reminded that `validUntil` is near, so the reminder goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    superseded: boolean('superseded').notNull().default(false),
  },
  (table) => [
    index('licence_checks_worker_idx').on(table.workerId, table.kind, table.checkedAt),
    index('licence_checks_account_valid_idx').on(table.accountId, table.validUntil),
  ],
);
