import { describe, expect, it } from 'vitest';
import { applicationInvitationStatus } from './application-invitations';
import { createApplicationInvitationInputSchema } from './application-invitations.inputs';

const now = new Date('2026-11-28T12:00:00Z');
const later = new Date('2026-12-01T12:00:00Z');

describe('an invitation’s status', () => {
  it.each([
    [{ cancelledAt: null, applicantId: null, expiresAt: later }, 'open'],
    [{ cancelledAt: null, applicantId: null, expiresAt: now }, 'expired'],
    [{ cancelledAt: null, applicantId: 'a', expiresAt: now }, 'used'],
    [{ cancelledAt: now, applicantId: null, expiresAt: later }, 'cancelled'],
    [{ cancelledAt: now, applicantId: 'a', expiresAt: now }, 'cancelled'],
  ] as const)('%o is %s', (invitation, status) => {
    expect(applicationInvitationStatus(invitation, now)).toBe(status);
  });
});

describe('the invitation form', () => {
  it('keeps the e-mail lower-case, the mobile as E.164 and empty fields as none', () => {
    const parsed = createApplicationInvitationInputSchema.parse({
      email: ' Sanna.Hoitaja@Example.FI ',
      mobile: '040 123 4567',
      firstName: ' ',
      locale: 'en',
      message: '',
    });
    expect(parsed).toEqual({
      email: 'sanna.hoitaja@example.fi',
      mobile: '+358401234567',
      firstName: null,
      lastName: null,
      locale: 'en',
      jobAdId: null,
      message: null,
    });
  });

  it('refuses a bad e-mail and a bad phone number with their codes', () => {
    const bad = createApplicationInvitationInputSchema.safeParse({
      email: 'not-an-address',
      mobile: '12',
      locale: 'fi',
    });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'EMAIL_INVALID',
      'PHONE_INVALID',
    ]);
  });
});
