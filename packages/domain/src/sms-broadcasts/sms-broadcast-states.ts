import type { SmsBroadcastStatus, SmsRecipientStatus } from './sms-broadcasts';

/** The broadcast moves only along these: a draft is sent once; sending ends sent or failed. */
export const smsBroadcastMoves: Record<SmsBroadcastStatus, readonly SmsBroadcastStatus[]> = {
  draft: ['sending'],
  sending: ['sent', 'failed'],
  sent: [],
  failed: [],
};

/**
 * One recipient's message: queued → sending (claimed by a sender) → sent | failed, or back to queued to
 * retry a temporary failure. A queued or claimed row whose number opted out meanwhile becomes opted_out.
 * A row left in sending by a crashed sender is claimed again (sending → sending) with the same reference.
 */
export const smsRecipientMoves: Record<SmsRecipientStatus, readonly SmsRecipientStatus[]> = {
  queued: ['sending', 'opted_out'],
  sending: ['sending', 'sent', 'failed', 'queued', 'opted_out'],
  sent: [],
  failed: [],
  opted_out: [],
};

export function canMoveBroadcast(from: SmsBroadcastStatus, to: SmsBroadcastStatus): boolean {
  return smsBroadcastMoves[from].includes(to);
}

export function canMoveRecipient(from: SmsRecipientStatus, to: SmsRecipientStatus): boolean {
  return smsRecipientMoves[from].includes(to);
}

/** Only a draft may be edited or deleted; once sending starts the message is what the recipients get. */
export function isEditableBroadcast(status: SmsBroadcastStatus): boolean {
  return status === 'draft';
}

/** A recipient whose message needs nothing more. */
export function isSettledRecipient(status: SmsRecipientStatus): boolean {
  return smsRecipientMoves[status].length === 0;
}

/**
 * How a finished broadcast ends: sent when at least one message went out or every recipient opted out
 * meanwhile; failed when every message that was tried failed.
 */
export function finalBroadcastStatus(counts: { sent: number; failed: number }): 'sent' | 'failed' {
  return counts.sent === 0 && counts.failed > 0 ? 'failed' : 'sent';
}
