import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { accountParamsSchema } from '../shared/route-params';

/** queued: waiting for the job; sent: handed to SMTP / the gateway; stored: no transport configured, kept here; failed: gave up after 5 attempts. */
export const outboxStatusSchema = z.enum(['queued', 'sent', 'stored', 'failed']);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** Paging of the outbox lists: page from 1, up to 100 rows a page. */
export const outboxPageQuerySchema = z.object({
  ...pageQueryFields(),
});
export type OutboxPageQuery = z.infer<typeof outboxPageQuerySchema>;

/** One e-mail in the outbox. The body is not listed: it can carry one-time links meant only for the recipient. */
export const mailOutboxItemSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid().nullable(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed, with secrets removed; null when it did not fail. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

/** One SMS in the outbox, with the encoding and segment count it is billed at. */
export const smsOutboxItemSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid().nullable(),
  to: z.string(),
  message: z.string(),
  kind: z.string(),
  encoding: z.enum(['gsm7', 'ucs2']),
  segments: z.number().int(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

export const mailOutboxPageSchema = z.object({
  items: z.array(mailOutboxItemSchema),
  total: z.number().int(),
});
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>;
export const smsOutboxPageSchema = pagedSchema(smsOutboxItemSchema);
export type SmsOutboxPage = z.infer<typeof smsOutboxPageSchema>;

export const listAccountMailOutboxContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/outbox/mail',
  summary: 'E-mail the account sent or would send, newest first',
  tag: 'outbox',
  access: { kind: 'ability', action: 'read', subject: 'Outbox' },
  params: accountParamsSchema,
  query: outboxPageQuerySchema,
  response: mailOutboxPageSchema,
});

export const listAccountSmsOutboxContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/outbox/sms',
  summary: 'SMS the account sent or would send, newest first',
  tag: 'outbox',
  access: { kind: 'ability', action: 'read', subject: 'Outbox' },
  params: accountParamsSchema,
  query: outboxPageQuerySchema,
  response: smsOutboxPageSchema,
});

/**
 * Mail that belongs to no account (sign-in links), newest first. Only a super-admin may list it; the
 * server checks `read` on an Outbox record without an account, which only an unconditional rule allows.
 */
export const listSystemMailOutboxContract = defineContract({
  method: 'GET',
  path: '/api/outbox/mail',
  summary: 'E-mail outside any account (sign-in links); super-admin only',
  tag: 'outbox',
  access: { kind: 'ability', action: 'read', subject: 'Outbox' },
  query: outboxPageQuerySchema,
  response: mailOutboxPageSchema,
});
