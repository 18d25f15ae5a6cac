import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxStatuses = ['queued', 'sent', 'stored', 'failed'] as const;

/** E-mails to send. Features only insert here; a pg-boss job hands them to the configured transport. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is for, e.g. login-link; lets tests and the outbox view filter. */
    kind: text('kind').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_status_idx').on(table.status, table.createdAt)],
);

/** SMS to send, with the segment count the editor showed. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id'),
    to: text('to').notNull(),
    message: text('message').notNull(),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
    segments: integer('segments').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('sms_outbox_status_idx').on(table.status, table.createdAt)],
);
