import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * HR asks a worker for documents (spec: Document request). The worker answers through a single-purpose
 * link (only its hash is stored); the status follows the documents (domain document-request-states.ts).
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    mandatory: boolean('mandatory').notNull().default(false),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status', { enum: ['open', 'answered', 'confirmed', 'returned', 'cancelled'] })
      .notNull()
      .default('open'),
    tokenHash: text('token_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** Spec: receiver (who asked) and processer (who last reviewed a document). */
    requestedBy: uuid('requested_by').references(() => users.id),
    processedBy: uuid('processed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_requests_account_idx').on(table.accountId, table.createdAt),
    index('document_requests_worker_idx').on(table.workerId),
  ],
);

/** One document asked for in a request, the worker's answer (a stored file or a link) and HR's review. */
export const requestedDocuments = pgTable(
  'requested_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['licence', 'degree', 'tax-card', 'tb-screening', 'other'] }).notNull(),
    status: text('status', { enum: ['waiting', 'received', 'confirmed', 'returned'] })
      .notNull()
      .default('waiting'),
    comment: text('comment'),
    answerName: text('answer_name'),
    answerType: text('answer_type', { enum: ['file', 'link'] }),
    answerLink: text('answer_link'),
    /** The file's key in the file storage (lib/file-storage.ts); the bytes are not in the database. */
    fileKey: text('file_key'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    sha256: text('sha256'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    licenceGrantedOn: date('licence_granted_on', { mode: 'string' }),
    graduatedOn: date('graduated_on', { mode: 'string' }),
    credits: numeric('credits', { precision: 6, scale: 1, mode: 'number' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [index('requested_documents_request_idx').on(table.requestId, table.position)],
);
