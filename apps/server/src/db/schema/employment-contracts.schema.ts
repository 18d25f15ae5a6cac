import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './hr.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

const localeEnum = ['fi', 'en', 'de', 'fr', 'pt'] as const;

/**
 * A contract text with merge fields (`{{worker.fullName}}`, `{{wage}}`, ...), one per language; a
 * contract is drafted from it and keeps its own rendered copy, so editing a template never changes a
 * contract that was already drafted or signed.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    locale: text('locale', { enum: localeEnum }).notNull(),
    body: text('body').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contract_templates_account_idx').on(table.accountId, table.locale)],
);

/**
 * A worker's employment contract (spec: employment contracts; User workContract). The status follows
 * the domain's machine (draft → sent → viewed → signed | declined | expired | cancelled). The worker signs
 * through a single-purpose link (contract_signing_links) after confirming a one-time code.
 */
export const employmentContracts = pgTable(
  'employment_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    templateId: uuid('template_id').references(() => contractTemplates.id),
    locale: text('locale', { enum: localeEnum }).notNull(),
    title: text('title').notNull(),
    /** The merge values used (role, wage in cents, start, end, collective agreement, place of work, ...). */
    terms: jsonb('terms').notNull(),
    /** The terms' first and last day (also in `terms`), for the list and the worker's page. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** The text after merging: what the PDF shows and the worker signs. */
    body: text('body').notNull(),
    status: text('status', {
      enum: ['draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'cancelled'],
    })
      .notNull()
      .default('draft'),
    /** How the link and the codes are sent: e-mail, SMS or both. */
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    countersignRequired: boolean('countersign_required').notNull().default(false),
    /** The last day to sign: every link of the contract stops working then and the contract expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    countersignedBy: uuid('countersigned_by').references(() => users.id),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    /** SHA-256 of the PDF the worker was shown, and of the signed (sealed) PDF. */
    originalSha256: text('original_sha256'),
    signedSha256: text('signed_sha256'),
    signedDocumentId: uuid('signed_document_id').references(() => documents.id),
    /** Set when an external e-signature service handles the signing (its id there). */
    externalProvider: text('external_provider'),
    externalId: text('external_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employment_contracts_account_idx').on(table.accountId, table.createdAt),
    index('employment_contracts_worker_idx').on(table.workerId),
  ],
);

/**
 * Single-purpose links to sign a contract; only the SHA-256 of the secret is stored, so a reminder or
 * the worker's get-started page issues a new link instead of reading an old one. A link works until the
 * contract's `expiresAt` unless revoked (a cancelled contract revokes all of them).
 */
export const contractSigningLinks = pgTable(
  'contract_signing_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => employmentContracts.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** Why it was issued: sent, reminder, get-started. */
    purpose: text('purpose').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contract_signing_links_contract_idx').on(table.contractId)],
);

/** One-time codes the signer confirms; only the hash is kept and wrong tries are counted. */
export const contractSigningCodes = pgTable(
  'contract_signing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => employmentContracts.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_signing_codes_contract_idx').on(table.contractId, table.createdAt),
    check('contract_signing_codes_attempts', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The append-only audit trail of a contract (domain-rules §7): each event carries the hash of the one
 * before it, so a removed or edited row breaks the chain. The signed PDF's audit page is printed from it.
 */
export const contractSigningEvents = pgTable(
  'contract_signing_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => employmentContracts.id),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    /** worker, staff or system. */
    party: text('party').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorName: text('actor_name'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (table) => [unique('contract_signing_events_sequence').on(table.contractId, table.sequence)],
);
