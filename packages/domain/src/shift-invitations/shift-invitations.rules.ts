import { canWorkAs } from '../care-roles/care-roles';
import { type LicenceCheckFact, type LicenceProblem, licenceProblem } from '../licence-checks/licence-rules';
import type { ErrorCode } from '../shared/errors';
import { helsinkiDayKey } from '../shared/helsinki-time';
import { isNonEmpty } from '../shared/validators';
import type { ShiftStatus } from '../shifts/shift';
import { isReserved } from '../shifts/shift-status.rules';
import type { InvitationChannel, InvitationResponse, InvitationState } from './shift-invitations';
import { invitationTtlHours } from './shift-invitations';

const hourMs = 60 * 60 * 1000;

/** A link is valid for 48 hours, but never after its shift has started: nobody can take a running shift. */
export function invitationExpiresAt(sentAt: Date, shiftStartsAt: Date): Date {
  return new Date(Math.min(sentAt.getTime() + invitationTtlHours * hourMs, shiftStartsAt.getTime()));
}

/** What the rules read of the shift an invitation is for. */
export type InvitedShift = { status: ShiftStatus; assignedTo: string | null };

/** Free to take: published (open) and nobody assigned. */
export function isShiftFree(shift: InvitedShift): boolean {
  return shift.status === 'open' && !isReserved(shift.assignedTo);
}

/** What is stored of an invitation. */
export type StoredInvitation = { response: InvitationResponse | null; expiresAt: Date };

/**
 * Whether the shift is (still) the invited worker's: staff may have assigned them directly, say after a
 * phone call, before they opened the link.
 */
export function isBookedFor(shift: InvitedShift, workerId: string): boolean {
  return shift.status !== 'deleted' && shift.assignedTo === workerId;
}

/**
 * The state the worker and staff see. An answer is final. An unanswered link whose shift was given to the
 * invited worker anyway reads as accepted; otherwise it is expired once its deadline has passed, and taken
 * as soon as the shift stops being free, so nobody is offered a shift that is gone.
 */
export function invitationStateOf(
  invitation: StoredInvitation & { workerId: string },
  shift: InvitedShift,
  now: Date,
): InvitationState {
  if (invitation.response) {
    return invitation.response;
  }
  if (isBookedFor(shift, invitation.workerId)) {
    return 'accepted';
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return isShiftFree(shift) ? 'pending' : 'taken';
}

/**
 * Whether the worker may still answer. Only the stored answer and the deadline matter here: a shift taken
 * meanwhile is found by the accept itself (which then records `taken`), and declining it is harmless.
 */
export function answerProblem(
  invitation: StoredInvitation,
  now: Date,
): 'INVITATION_ANSWERED' | 'INVITATION_EXPIRED' | 'INVITATION_REVOKED' | null {
  if (invitation.response === 'revoked') {
    return 'INVITATION_REVOKED';
  }
  if (invitation.response) {
    return 'INVITATION_ANSWERED';
  }
  return invitation.expiresAt.getTime() <= now.getTime() ? 'INVITATION_EXPIRED' : null;
}

/**
 * Whether staff may still withdraw the link: only while it is pending (unanswered, in time, the shift still
 * free). A link already answered (or settled as taken) is INVITATION_ANSWERED, one past its deadline
 * INVITATION_EXPIRED, one withdrawn before INVITATION_REVOKED; an unanswered link whose shift was booked
 * meanwhile (for anyone, the invited worker included) is SHIFT_STATE_CHANGED, since withdrawing it would
 * hide what became of the shift.
 */
export function revokeProblem(
  invitation: StoredInvitation & { workerId: string },
  shift: InvitedShift,
  now: Date,
): 'INVITATION_ANSWERED' | 'INVITATION_EXPIRED' | 'INVITATION_REVOKED' | 'SHIFT_STATE_CHANGED' | null {
  const stored = answerProblem(invitation, now);
  if (stored) {
    return stored;
  }
  return invitationStateOf(invitation, shift, now) === 'pending' ? null : 'SHIFT_STATE_CHANGED';
}

/** What the rules read of a worker who is invited or accepts. */
export type Invitee = {
  confirmed: boolean;
  /** The user status; only accepted workers take shifts. */
  status: string;
  profession: string | null;
  mobile: string | null;
  /** A member of one of the account's pools. */
  inAccountPool: boolean;
  /** Blocked from the whole app, the account, or the shift's area. */
  blocked: boolean;
  /** The worker's recorded licence and permit checks in the account (the hard gate, decision 0054). */
  licenceChecks: readonly LicenceCheckFact[];
};

/** What the worker rules read of the shift: its role, and its start for the licence's validity. */
export type InviteeShift = { roleType: string | null; startsAt: Date };

/**
 * Who may get (and use) an invitation: a confirmed, accepted worker of the account's pools, not blocked
 * where the shift is, whose profession can work as the shift's role and whose licence allows it on the
 * shift's (Helsinki) day — the same rules as assigning.
 */
export function inviteeProblem(
  worker: Omit<Invitee, 'mobile'>,
  shift: InviteeShift,
): 'WORKER_NOT_ASSIGNABLE' | 'WORKER_BLOCKED' | 'WORKER_ROLE_MISMATCH' | LicenceProblem | null {
  if (!worker.confirmed || worker.status !== 'accepted' || !worker.inAccountPool) {
    return 'WORKER_NOT_ASSIGNABLE';
  }
  if (worker.blocked) {
    return 'WORKER_BLOCKED';
  }
  if (!canWorkAs(worker.profession, shift.roleType)) {
    return 'WORKER_ROLE_MISMATCH';
  }
  return licenceProblem({
    role: shift.roleType,
    checks: worker.licenceChecks,
    on: helsinkiDayKey(shift.startsAt),
  });
}

/**
 * Why an invitation cannot be sent, or null: the shift must be free and not started yet (a link would be
 * dead on arrival), the worker must qualify, and an SMS needs a mobile number.
 */
export function inviteProblem(input: {
  shift: InvitedShift & { startsAt: Date; roleType: string | null };
  worker: Invitee;
  channel: InvitationChannel;
  now: Date;
}): ErrorCode | null {
  const { shift, worker, channel, now } = input;
  if (!isShiftFree(shift) || shift.startsAt.getTime() <= now.getTime()) {
    return 'SHIFT_STATE_CHANGED';
  }
  const workerProblem = inviteeProblem(worker, shift);
  if (workerProblem) {
    return workerProblem;
  }
  if (channel === 'sms' && !isNonEmpty(worker.mobile)) {
    return 'WORKER_MOBILE_MISSING';
  }
  return null;
}
