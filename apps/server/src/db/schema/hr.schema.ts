import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areas } from './areas.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A worker blocked from an account's areas, some areas, or the whole app (spec: block scopes).
 * Lifting a block keeps the row (lifted_at), so the history of blocks stays visible.
 */
export const workerBlocks = pgTable(
  'worker_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope', { enum: ['account', 'areas', 'app'] }).notNull(),
    /** The account whose areas the block covers; null only for the whole-app scope. */
    accountId: uuid('account_id').references(() => accounts.id),
    areaIds: uuid('area_ids').array().notNull().default(sql`'{}'::uuid[]`),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id),
  },
  (table) => [
    index('worker_blocks_worker_idx').on(table.workerId),
    index('worker_blocks_account_idx').on(table.accountId),
    check('worker_blocks_reason_present', sql`length(trim(${table.reason})) > 0`),
    check(
      'worker_blocks_scope_shape',
      sql`(${table.scope} = 'app' and ${table.accountId} is null)
        or (${table.scope} = 'account' and ${table.accountId} is not null)
        or (${table.scope} = 'areas' and ${table.accountId} is not null and cardinality(${table.areaIds}) > 0)`,
    ),
  ],
);

/** Files the portal produces or receives (contract PDFs, ...), kept in the database with their hash. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_owner_idx').on(table.ownerUserId)],
);

/** A temporary (fixed-term) contract of a worker in one area (spec: Temporary contract). */
export const temporaryContracts = pgTable(
  'temporary_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    contract: text('contract').notNull(),
    /** The document id the user enters (a reference of the paper or e-signed contract). */
    documentReference: text('document_reference').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    locationText: text('location_text').notNull(),
    salaryText: text('salary_text').notNull(),
    writtenContract: text('written_contract', { enum: ['existing', 'new', 'none'] }).notNull(),
    pdfDocumentId: uuid('pdf_document_id').references(() => documents.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('temporary_contracts_worker_idx').on(table.workerId),
    check('temporary_contracts_dates', sql`${table.endDate} >= ${table.startDate}`),
  ],
);
