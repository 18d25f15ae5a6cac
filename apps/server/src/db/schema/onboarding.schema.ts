import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

const localeEnum = ['fi', 'en', 'de', 'fr', 'pt'] as const;

/**
 * A new worker's get-started checklist (spec: /get-started/:id), opened from a single-purpose link
 * (only its hash is stored). Each step is saved when the worker completes it; the contract and the
 * document requests are read from their own features, not copied here.
 */
export const onboardingChecklists = pgTable(
  'onboarding_checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    locale: text('locale', { enum: localeEnum }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    detailsConfirmedAt: timestamp('details_confirmed_at', { withTimezone: true }),
    paymentDetailsAt: timestamp('payment_details_at', { withTimezone: true }),
    /** The tax card: the file in the file storage (lib/file-storage.ts) and the withholding rate on it. */
    taxCardFileKey: text('tax_card_file_key'),
    taxCardContentType: text('tax_card_content_type'),
    taxCardSizeBytes: integer('tax_card_size_bytes'),
    taxCardSha256: text('tax_card_sha256'),
    taxWithholdingPercent: numeric('tax_withholding_percent', { precision: 5, scale: 2, mode: 'number' }),
    taxCardAt: timestamp('tax_card_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('onboarding_checklists_account_idx').on(table.accountId, table.createdAt),
    index('onboarding_checklists_worker_idx').on(table.workerId),
  ],
);

/**
 * The tuberculosis screening questionnaire for healthcare workers (spec:
 * /services/tuberculosis-survey/:id). Answers are kept as given; an answer that calls for follow-up
 * sets `needsFollowUp` with the reasons, and HR marks it reviewed.
 */
export const tuberculosisSurveys = pgTable(
  'tuberculosis_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    locale: text('locale', { enum: localeEnum }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['sent', 'answered', 'reviewed', 'cancelled'] })
      .notNull()
      .default('sent'),
    answers: jsonb('answers'),
    needsFollowUp: boolean('needs_follow_up').notNull().default(false),
    followUpReasons: text('follow_up_reasons').array(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tuberculosis_surveys_account_idx').on(table.accountId, table.createdAt),
    index('tuberculosis_surveys_worker_idx').on(table.workerId),
  ],
);
