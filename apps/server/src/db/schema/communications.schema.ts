import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.schema';
import { images } from './images.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * An announcement to workers (spec §3: title, summary, text, cover image, expiration date, target state,
 * cities, roles, sticky). Status is derived (spec §4): draft flag → draft; else active until the
 * expiration date, then expired. Empty target lists mean everyone in the account.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    text: text('text').notNull(),
    coverImageId: uuid('cover_image_id').references(() => images.id),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    isDraft: boolean('is_draft').notNull().default(false),
    targetRegion: text('target_region'),
    targetCities: text('target_cities').array().notNull().default(sql`'{}'::text[]`),
    targetRoles: text('target_roles').array().notNull().default(sql`'{}'::text[]`),
    sticky: boolean('sticky').notNull().default(false),
    /** The campaign this announces, when made from the campaigns tab. */
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('announcements_account_idx').on(table.accountId, table.expiresOn)],
);

/**
 * A bulk SMS (spec §3: title, message, targets, status; §4: status sending triggers bulk send). The
 * recipients are fixed when sending starts, one row each, so a restarted sender never sends twice.
 */
export const smsBroadcasts = pgTable(
  'sms_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
    segments: integer('segments').notNull(),
    targetRegion: text('target_region'),
    targetCities: text('target_cities').array().notNull().default(sql`'{}'::text[]`),
    targetRoles: text('target_roles').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('draft'),
    recipientCount: integer('recipient_count'),
    createdBy: uuid('created_by').references(() => users.id),
    /** The administrator who allowed a costly message (spec: 'Please contact admin…'). */
    approvedBy: uuid('approved_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_broadcasts_account_idx').on(table.accountId, table.createdAt)],
);

/** One recipient of a bulk SMS and what became of its message. */
export const smsBroadcastRecipients = pgTable(
  'sms_broadcast_recipients',
  {
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => smsBroadcasts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    mobile: text('mobile').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'opted_out'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.broadcastId, table.workerId] }),
    index('sms_broadcast_recipients_status_idx').on(table.broadcastId, table.status),
  ],
);

/** Numbers that asked not to get bulk messages (a STOP reply or HR on their behalf). */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    mobile: text('mobile').notNull(),
    source: text('source', { enum: ['reply', 'staff'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.mobile] })],
);

/**
 * A questionnaire (spec §3: isDraft, expirationDate, questions of seven types). Status is derived as for
 * announcements. Workers answer through a personal link (`questionnaire_invitations`).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    description: text('description'),
    isDraft: boolean('is_draft').notNull().default(true),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** [{ id, type, text, options?, min?, max? }] — the domain's questionnaire contract is the shape. */
    questions: jsonb('questions').notNull(),
    targetRegion: text('target_region'),
    targetCities: text('target_cities').array().notNull().default(sql`'{}'::text[]`),
    targetRoles: text('target_roles').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('questionnaires_account_idx').on(table.accountId, table.createdAt)],
);

/** A worker's personal link to a questionnaire (only the SHA-256 of its secret is kept). */
export const questionnaireInvitations = pgTable(
  'questionnaire_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('questionnaire_invitations_worker_unique').on(table.questionnaireId, table.workerId),
  ],
);

/** A worker's answers to a questionnaire: one per worker, replaced if they answer again before expiry. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    /** { [questionId]: answer } */
    answers: jsonb('answers').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('questionnaire_responses_worker_unique').on(table.questionnaireId, table.workerId)],
);

/**
 * An account's own text for an automatic message (welcome e-mail, sign-in link, shift invitation,
 * booking confirmation, document request, contract signing, inspection mail), per language. Without a
 * row the built-in default is used; "reset to default" deletes the row.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').notNull(),
    locale: text('locale', { enum: ['fi', 'en', 'de', 'fr', 'pt'] }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_templates_unique').on(table.accountId, table.type, table.locale)],
);
