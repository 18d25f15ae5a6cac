import { describe, expect, it } from 'vitest';
import { broadcastCost, broadcastSendProblem } from './sms-broadcast-rules';
import { smsBroadcastInputSchema, smsOptOutInputSchema } from './sms-broadcasts.inputs';

const onePart = 'Vuoroja tarjolla Espoossa ensi viikolla.';
const fourParts = 'a'.repeat(153 * 3 + 1);

describe('costly bulk SMS', () => {
  it('counts the parts of one message and of all recipients', () => {
    expect(broadcastCost(onePart, 250)).toEqual({ segments: 1, totalSegments: 250, costly: false });
    expect(broadcastCost('a'.repeat(161), 500)).toEqual({ segments: 2, totalSegments: 1000, costly: false });
  });

  it('is costly over three parts a message or over 1,000 parts in all', () => {
    expect(broadcastCost(fourParts, 1).costly).toBe(true);
    expect(broadcastCost(onePart, 1001).costly).toBe(true);
    expect(broadcastCost('a'.repeat(161), 501).costly).toBe(true);
  });

  it('asks an agent to contact an admin, and lets admins send', () => {
    const costly = broadcastCost(onePart, 5000);
    expect(broadcastSendProblem('agent', costly)).toBe('SMS_COSTLY');
    expect(broadcastSendProblem('admin', costly)).toBeNull();
    expect(broadcastSendProblem('organization-admin', costly)).toBeNull();
    expect(broadcastSendProblem('super-admin', costly)).toBeNull();
    expect(broadcastSendProblem('agent', broadcastCost(onePart, 10))).toBeNull();
  });
});

describe('bulk SMS input', () => {
  const valid = { title: 'Espoo', message: onePart, targets: { region: 'Uusimaa', cities: [], roles: [] } };

  it('accepts a title, a text and one target', () => {
    expect(smsBroadcastInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['title', { ...valid, title: '  ' }, 'SMS_TITLE_REQUIRED'],
    ['text', { ...valid, message: '' }, 'SMS_TEXT_REQUIRED'],
    ['target', { ...valid, targets: { region: null, cities: [], roles: [] } }, 'SMS_TARGET_REQUIRED'],
  ])('refuses a missing %s with its own message', (_, input, message) => {
    const result = smsBroadcastInputSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('stores an opt-out number in E.164 and refuses what is not a number', () => {
    expect(smsOptOutInputSchema.parse({ mobile: '040 123 4567' }).mobile).toBe('+358401234567');
    expect(smsOptOutInputSchema.safeParse({ mobile: 'soita' }).error?.issues[0]?.message).toBe(
      'SMS_OPT_OUT_MOBILE_INVALID',
    );
  });
});
