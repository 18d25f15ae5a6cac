import type { LicenceCheckFact } from '../licence-checks/licence-rules';
import {
  answerProblem,
  type Invitee,
  invitationExpiresAt,
  invitationStateOf,
  inviteeProblem,
  inviteProblem,
  isShiftFree,
  revokeProblem,
} from './shift-invitations.rules';

const now = new Date('2026-11-22T10:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);
const workerId = '7d1c8a52-1111-4c2b-9a55-2b3c4d5e6f70';

const freeShift = { status: 'open' as const, assignedTo: null };
const confirmedLicence: LicenceCheckFact = {
  kind: 'professional_licence',
  result: 'confirmed',
  scope: ['sairaanhoitaja'],
  validFrom: null,
  validUntil: null,
  checkedAt: '2026-11-01T10:00:00Z',
  superseded: false,
};
const tomorrowsShift = { ...freeShift, startsAt: hours(24), roleType: 'lähihoitaja' };
const eligible: Invitee = {
  confirmed: true,
  status: 'accepted',
  profession: 'sairaanhoitaja',
  mobile: '+358401234567',
  inAccountPool: true,
  blocked: false,
  licenceChecks: [confirmedLicence],
};
/** A shift of the role starting tomorrow, as the worker rules read it. */
const as = (roleType: string | null) => ({ roleType, startsAt: hours(24) });

describe('invitation expiry', () => {
  it('is 48 hours after sending when the shift starts later', () => {
    expect(invitationExpiresAt(now, hours(72))).toEqual(hours(48));
  });

  it('is the shift’s start when that comes first', () => {
    expect(invitationExpiresAt(now, hours(5))).toEqual(hours(5));
  });
});

describe('a free shift', () => {
  it('is open with nobody assigned', () => {
    expect(isShiftFree(freeShift)).toBe(true);
  });

  it.each(['draft', 'booked', 'confirmed', 'verified', 'expired', 'deleted'] as const)(
    'is not %s',
    (status) => {
      expect(isShiftFree({ status, assignedTo: null })).toBe(false);
    },
  );

  it('is not an open shift with a worker assigned', () => {
    expect(isShiftFree({ status: 'open', assignedTo: workerId })).toBe(false);
  });
});

describe('invitation state', () => {
  const pending = { response: null, expiresAt: hours(2), workerId };
  const otherWorkerId = '9a0b1c2d-2222-4c2b-9a55-2b3c4d5e6f71';

  it('is pending while unanswered, in time, and the shift is free', () => {
    expect(invitationStateOf(pending, freeShift, now)).toBe('pending');
  });

  it('is expired once the deadline is reached', () => {
    expect(invitationStateOf({ ...pending, expiresAt: now }, freeShift, now)).toBe('expired');
    expect(invitationStateOf({ ...pending, expiresAt: hours(-1) }, freeShift, now)).toBe('expired');
  });

  it('is taken as soon as the shift stops being free, before anyone answers', () => {
    expect(invitationStateOf(pending, { status: 'booked', assignedTo: otherWorkerId }, now)).toBe('taken');
    expect(invitationStateOf(pending, { status: 'deleted', assignedTo: null }, now)).toBe('taken');
  });

  it('reads as accepted when staff gave the shift to the invited worker directly, even after the deadline', () => {
    expect(invitationStateOf(pending, { status: 'booked', assignedTo: workerId }, now)).toBe('accepted');
    expect(
      invitationStateOf(
        { ...pending, expiresAt: hours(-1) },
        { status: 'confirmed', assignedTo: workerId },
        now,
      ),
    ).toBe('accepted');
    expect(invitationStateOf(pending, { status: 'deleted', assignedTo: workerId }, now)).toBe('taken');
  });

  it.each(['accepted', 'declined', 'taken', 'revoked'] as const)(
    'keeps the answer %s, even after the deadline',
    (response) => {
      expect(
        invitationStateOf(
          { response, expiresAt: hours(-5), workerId },
          { status: 'booked', assignedTo: otherWorkerId },
          now,
        ),
      ).toBe(response);
    },
  );
});

describe('answering', () => {
  it('is possible while unanswered and in time', () => {
    expect(answerProblem({ response: null, expiresAt: hours(1) }, now)).toBeNull();
  });

  it('is INVITATION_EXPIRED after the deadline', () => {
    expect(answerProblem({ response: null, expiresAt: now }, now)).toBe('INVITATION_EXPIRED');
  });

  it.each(['accepted', 'declined', 'taken'] as const)('is INVITATION_ANSWERED once %s', (response) => {
    expect(answerProblem({ response, expiresAt: hours(1) }, now)).toBe('INVITATION_ANSWERED');
    expect(answerProblem({ response, expiresAt: hours(-1) }, now)).toBe('INVITATION_ANSWERED');
  });

  it('is INVITATION_REVOKED once staff withdrew the link, even after the deadline', () => {
    expect(answerProblem({ response: 'revoked', expiresAt: hours(1) }, now)).toBe('INVITATION_REVOKED');
    expect(answerProblem({ response: 'revoked', expiresAt: hours(-1) }, now)).toBe('INVITATION_REVOKED');
  });
});

describe('revoking', () => {
  const pending = { response: null, expiresAt: hours(2), workerId };

  it('is possible while the invitation is pending', () => {
    expect(revokeProblem(pending, freeShift, now)).toBeNull();
  });

  it('is INVITATION_EXPIRED once the deadline is reached', () => {
    expect(revokeProblem({ ...pending, expiresAt: now }, freeShift, now)).toBe('INVITATION_EXPIRED');
    expect(revokeProblem({ ...pending, expiresAt: hours(-1) }, freeShift, now)).toBe('INVITATION_EXPIRED');
  });

  it.each(['accepted', 'declined', 'taken'] as const)('is INVITATION_ANSWERED once %s', (response) => {
    expect(revokeProblem({ ...pending, response }, freeShift, now)).toBe('INVITATION_ANSWERED');
    expect(revokeProblem({ ...pending, response, expiresAt: hours(-1) }, freeShift, now)).toBe(
      'INVITATION_ANSWERED',
    );
  });

  it('is INVITATION_REVOKED a second time', () => {
    expect(revokeProblem({ ...pending, response: 'revoked' }, freeShift, now)).toBe('INVITATION_REVOKED');
  });

  it('is SHIFT_STATE_CHANGED when the shift was booked or removed before the worker answered', () => {
    const otherWorkerId = '9a0b1c2d-2222-4c2b-9a55-2b3c4d5e6f71';
    expect(revokeProblem(pending, { status: 'booked', assignedTo: otherWorkerId }, now)).toBe(
      'SHIFT_STATE_CHANGED',
    );
    expect(revokeProblem(pending, { status: 'booked', assignedTo: workerId }, now)).toBe(
      'SHIFT_STATE_CHANGED',
    );
    expect(revokeProblem(pending, { status: 'deleted', assignedTo: null }, now)).toBe('SHIFT_STATE_CHANGED');
  });
});

describe('who can be invited', () => {
  it('accepts a confirmed, accepted, unblocked pool member whose profession fits', () => {
    expect(inviteeProblem(eligible, as('lähihoitaja'))).toBeNull();
    expect(inviteeProblem(eligible, as(null))).toBeNull();
  });

  it.each([
    ['unconfirmed', { confirmed: false }],
    ['not accepted', { status: 'applied' }],
    ['deleted', { status: 'deleted' }],
    ['outside the account’s pools', { inAccountPool: false }],
  ])('refuses a worker %s with WORKER_NOT_ASSIGNABLE', (_, overrides) => {
    expect(inviteeProblem({ ...eligible, ...overrides }, as(null))).toBe('WORKER_NOT_ASSIGNABLE');
  });

  it('refuses a blocked worker with WORKER_BLOCKED', () => {
    expect(inviteeProblem({ ...eligible, blocked: true }, as(null))).toBe('WORKER_BLOCKED');
  });

  it('refuses a profession that cannot work as the role with WORKER_ROLE_MISMATCH', () => {
    expect(inviteeProblem({ ...eligible, profession: 'lähihoitaja' }, as('sairaanhoitaja'))).toBe(
      'WORKER_ROLE_MISMATCH',
    );
    expect(inviteeProblem({ ...eligible, profession: null }, as('lähihoitaja'))).toBe('WORKER_ROLE_MISMATCH');
  });

  it('refuses a worker whose licence does not allow the role on the shift’s day (decision 0054)', () => {
    expect(inviteeProblem({ ...eligible, licenceChecks: [] }, as('lähihoitaja'))).toBe(
      'LICENCE_NOT_VERIFIED',
    );
    const ended = { ...confirmedLicence, validUntil: '2026-11-22' };
    expect(inviteeProblem({ ...eligible, licenceChecks: [ended] }, as('sairaanhoitaja'))).toBe(
      'LICENCE_EXPIRED',
    );
    expect(inviteeProblem({ ...eligible, licenceChecks: [] }, as('hoiva-avustaja'))).toBeNull();
    expect(
      inviteProblem({
        shift: { ...tomorrowsShift, roleType: 'sairaanhoitaja' },
        worker: { ...eligible, licenceChecks: [ended] },
        channel: 'email',
        now,
      }),
    ).toBe('LICENCE_EXPIRED');
  });
});

describe('sending an invitation', () => {
  const shift = { ...freeShift, startsAt: hours(24), roleType: 'lähihoitaja' };

  it('is allowed for a free future shift and a qualified worker, by either channel', () => {
    expect(inviteProblem({ shift, worker: eligible, channel: 'email', now })).toBeNull();
    expect(inviteProblem({ shift, worker: eligible, channel: 'sms', now })).toBeNull();
  });

  it('refuses a shift that is not free with SHIFT_STATE_CHANGED', () => {
    for (const taken of [
      { status: 'booked' as const, assignedTo: workerId },
      { status: 'draft' as const, assignedTo: null },
    ]) {
      expect(inviteProblem({ shift: { ...shift, ...taken }, worker: eligible, channel: 'email', now })).toBe(
        'SHIFT_STATE_CHANGED',
      );
    }
  });

  it('refuses a shift that has already started with SHIFT_STATE_CHANGED', () => {
    expect(
      inviteProblem({ shift: { ...shift, startsAt: now }, worker: eligible, channel: 'email', now }),
    ).toBe('SHIFT_STATE_CHANGED');
  });

  it('passes on the worker’s problem', () => {
    expect(inviteProblem({ shift, worker: { ...eligible, confirmed: false }, channel: 'email', now })).toBe(
      'WORKER_NOT_ASSIGNABLE',
    );
  });

  it('refuses an SMS to a worker without a mobile with WORKER_MOBILE_MISSING, but not an e-mail', () => {
    for (const mobile of [null, '', '  ']) {
      expect(inviteProblem({ shift, worker: { ...eligible, mobile }, channel: 'sms', now })).toBe(
        'WORKER_MOBILE_MISSING',
      );
      expect(inviteProblem({ shift, worker: { ...eligible, mobile }, channel: 'email', now })).toBeNull();
    }
  });
});
