import { describe, expect, it } from 'vitest';
import {
  canMoveBroadcast,
  canMoveRecipient,
  finalBroadcastStatus,
  isEditableBroadcast,
  isSettledRecipient,
} from './sms-broadcast-states';
import { smsBroadcastStatuses, smsRecipientStatuses } from './sms-broadcasts';

describe('bulk SMS states', () => {
  const broadcastAllowed = ['draft→sending', 'sending→sent', 'sending→failed'];
  it.each(smsBroadcastStatuses.flatMap((from) => smsBroadcastStatuses.map((to) => [from, to] as const)))(
    'broadcast %s → %s',
    (from, to) => {
      expect(canMoveBroadcast(from, to)).toBe(broadcastAllowed.includes(`${from}→${to}`));
    },
  );

  const recipientAllowed = [
    'queued→sending',
    'queued→opted_out',
    'sending→sending',
    'sending→sent',
    'sending→failed',
    'sending→queued',
    'sending→opted_out',
  ];
  it.each(smsRecipientStatuses.flatMap((from) => smsRecipientStatuses.map((to) => [from, to] as const)))(
    'recipient %s → %s',
    (from, to) => {
      expect(canMoveRecipient(from, to)).toBe(recipientAllowed.includes(`${from}→${to}`));
    },
  );

  it('lets only a draft be edited', () => {
    expect(smsBroadcastStatuses.filter(isEditableBroadcast)).toEqual(['draft']);
  });

  it('settles a recipient once sent, failed or opted out', () => {
    expect(smsRecipientStatuses.filter(isSettledRecipient)).toEqual(['sent', 'failed', 'opted_out']);
  });

  it('ends failed only when nothing went out and something failed', () => {
    expect(finalBroadcastStatus({ sent: 0, failed: 3 })).toBe('failed');
    expect(finalBroadcastStatus({ sent: 1, failed: 3 })).toBe('sent');
    expect(finalBroadcastStatus({ sent: 0, failed: 0 })).toBe('sent');
  });
});
