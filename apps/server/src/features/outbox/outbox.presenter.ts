import type { MailOutboxItem, SmsOutboxItem } from '@portal/domain/outbox';
import { shiftInvitationPagePath } from '@portal/domain/shift-invitations';
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

// The link's secret is base64url: what follows it (a full stop, a space) stays.
const invitationLink = new RegExp(`(${shiftInvitationPagePath}/)[A-Za-z0-9_-]+`, 'g');

/**
 * An invitation link lets whoever holds it take or decline the shift for the worker: the outbox view shows
 * that the message carried one, not the link itself (as it leaves mail bodies out).
 */
export function maskSecretLinks(message: string): string {
  return message.replace(invitationLink, '$1•••');
}

/** An outbox SMS row as the outbox view lists it, with encoding and segments; secret links masked. */
export function presentSmsOutboxItem(row: SmsOutboxRow): SmsOutboxItem {
  return {
    id: row.id,
    accountId: row.accountId,
    to: row.to,
    message: maskSecretLinks(row.message),
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
