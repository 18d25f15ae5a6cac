import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mutation: who, when, what. Written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    accountId: uuid('account_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    /** Changed fields; secrets (password hashes, tokens) are never written here. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_account_at_idx').on(table.accountId, table.at)],
);
