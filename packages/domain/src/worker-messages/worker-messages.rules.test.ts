import { countSmsSegments } from '../messaging/sms-segments';
import { costlySmsSegmentLimit } from './worker-messages';
import { sendWorkerSmsInputSchema } from './worker-messages.inputs';
import { canSendCostlySms, isCostlySms, smsSendProblem } from './worker-messages.rules';

// 153 GSM-7 characters fill one part of a concatenated message; three parts hold 459.
const threeGsmParts = 'ä'.repeat(153 * 3);
const fourGsmParts = `${threeGsmParts}ö`;
// 67 UCS-2 units per part: š forces UCS-2.
const threeUcsParts = 'š'.repeat(67 * 3);
const fourUcsParts = `${threeUcsParts}š`;

describe('costly SMS', () => {
  it('is more than three parts', () => {
    expect(costlySmsSegmentLimit).toBe(3);
    expect(countSmsSegments(threeGsmParts).segments).toBe(3);
    expect(isCostlySms(countSmsSegments(threeGsmParts))).toBe(false);
    expect(countSmsSegments(fourGsmParts).segments).toBe(4);
    expect(isCostlySms(countSmsSegments(fourGsmParts))).toBe(true);
  });

  it('counts UCS-2 parts (67 characters) for text outside GSM-7', () => {
    expect(isCostlySms(countSmsSegments(threeUcsParts))).toBe(false);
    expect(isCostlySms(countSmsSegments(fourUcsParts))).toBe(true);
    // 210 characters of emoji text: cheap in GSM-7, costly once one emoji forces UCS-2.
    expect(isCostlySms(countSmsSegments('a'.repeat(210)))).toBe(false);
    expect(isCostlySms(countSmsSegments(`${'a'.repeat(208)}😀`))).toBe(true);
  });

  it.each([
    ['super-admin', true],
    ['organization-admin', true],
    ['admin', true],
    ['agent', false],
    ['customer', false],
  ] as const)('%s may send a costly SMS: %s', (role, allowed) => {
    expect(canSendCostlySms(role)).toBe(allowed);
    expect(smsSendProblem(role, fourGsmParts, true)).toBe(allowed ? null : 'SMS_COSTLY');
  });

  it('wants the sender to confirm a costly message, even an admin', () => {
    expect(smsSendProblem('admin', fourGsmParts)).toBe('SMS_CONFIRMATION_REQUIRED');
    expect(smsSendProblem('admin', fourGsmParts, false)).toBe('SMS_CONFIRMATION_REQUIRED');
    expect(smsSendProblem('admin', fourGsmParts, true)).toBeNull();
    expect(smsSendProblem('admin', threeGsmParts)).toBeNull();
  });

  it('lets every role send a message of up to three parts', () => {
    expect(smsSendProblem('agent', threeGsmParts)).toBeNull();
    expect(smsSendProblem('agent', 'Hei! Huomisen vuoro alkaa klo 7.')).toBeNull();
  });
});

describe('sendWorkerSmsInputSchema', () => {
  it('refuses an empty or blank message and keeps the text as typed', () => {
    expect(sendWorkerSmsInputSchema.safeParse({ message: '' }).success).toBe(false);
    expect(sendWorkerSmsInputSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(sendWorkerSmsInputSchema.parse({ message: ' Hei ' }).message).toBe(' Hei ');
  });

  it('refuses more than 1600 characters', () => {
    expect(sendWorkerSmsInputSchema.safeParse({ message: 'a'.repeat(1601) }).success).toBe(false);
  });
});
