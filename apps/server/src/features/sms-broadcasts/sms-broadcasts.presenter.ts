import type {
  SmsBroadcast,
  SmsBroadcastProgress,
  SmsBroadcastRecipient,
  SmsOptOut,
} from '@portal/domain/sms-broadcasts';
import type { RecipientListRow, SmsBroadcastListRow } from './sms-broadcasts.repository';
import type { SmsOptOutRow } from './sms-opt-outs.repository';
import type { RecipientCounts } from './sms-recipients.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Progress of a broadcast whose recipients are fixed (null for a draft). */
export function presentProgress(counts: RecipientCounts | undefined): SmsBroadcastProgress | null {
  if (!counts) {
    return null;
  }
  return {
    total: counts.queued + counts.sending + counts.sent + counts.failed + counts.opted_out,
    queued: counts.queued + counts.sending,
    sent: counts.sent,
    failed: counts.failed,
    optedOut: counts.opted_out,
  };
}

export function presentBroadcast(
  row: SmsBroadcastListRow,
  counts: RecipientCounts | undefined,
): SmsBroadcast {
  const { broadcast } = row;
  return {
    id: broadcast.id,
    accountId: broadcast.accountId,
    title: broadcast.title,
    message: broadcast.message,
    encoding: broadcast.encoding,
    segments: broadcast.segments,
    targets: {
      region: broadcast.targetRegion,
      cities: broadcast.targetCities,
      roles: broadcast.targetRoles,
    },
    status: broadcast.status,
    recipientCount: broadcast.recipientCount,
    progress: broadcast.status === 'draft' ? null : presentProgress(counts),
    createdByName: row.createdByName,
    approvedByName: row.approvedByName,
    startedAt: iso(broadcast.startedAt),
    finishedAt: iso(broadcast.finishedAt),
    createdAt: broadcast.createdAt.toISOString(),
    updatedAt: broadcast.updatedAt.toISOString(),
  };
}

export function presentRecipient(row: RecipientListRow): SmsBroadcastRecipient {
  return {
    workerId: row.workerId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    mobile: row.mobile,
    // A message in flight is shown as such; the sender's lease is not the staff's concern.
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    sentAt: iso(row.sentAt),
  };
}

export function presentOptOut(row: SmsOptOutRow): SmsOptOut {
  return { mobile: row.mobile, source: row.source, createdAt: row.createdAt.toISOString() };
}
