import type { MailOutboxItem, SmsOutboxItem } from '@portal/domain/outbox/outbox.contract';
import type { MailOutboxRow } from './mail-outbox.repository';
import type { SmsOutboxRow } from './sms-outbox.repository';

/** An outbox mail row as the outbox view lists it: no body (it may hold one-time links), ISO times. */
export function presentMailOutboxItem(row: MailOutboxRow): MailOutboxItem {
  return {
    id: row.id,
    accountId: row.accountId,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** An outbox SMS row as the outbox view lists it, with encoding and segments. */
export function presentSmsOutboxItem(row: SmsOutboxRow): SmsOutboxItem {
  return {
    id: row.id,
    accountId: row.accountId,
    to: row.to,
    message: row.message,
    kind: row.kind,
    encoding: row.encoding,
    segments: row.segments,
    status: row.status,
    attempts: row.attempts,
    providerMessageId: row.providerMessageId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
