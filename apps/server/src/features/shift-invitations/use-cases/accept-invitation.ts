import { DomainError, type ErrorCode } from '@portal/domain/shared';
import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { inviteeProblem, isBookedFor } from '@portal/domain/shift-invitations';
import { recordAudit } from '../../../lib/audit';
import { bookShift } from '../../shifts/shifts.api';
import { findInvitee, findShiftById, setInvitationResponse } from '../shift-invitations.repository';
import {
  announce,
  openForAnswer,
  type PublicInvitationOptions,
  publicView,
  type ShiftInvitationsServiceDependencies,
} from './shift-invitation-use-case';

/** An answer that changed nothing the worker could use: stored in the transaction, thrown after commit. */
type Outcome = { view: PublicShiftInvitation; error?: undefined } | { error: ErrorCode };

/**
 * Books the shift for the worker if it is still free. When it is not, the invitation is recorded as
 * `taken` (that commits) and the answer is SHIFT_TAKEN.
 */
export async function acceptInvitation(
  { db, clock }: ShiftInvitationsServiceDependencies,
  { token }: PublicInvitationOptions,
): Promise<PublicShiftInvitation> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const opened = await openForAnswer(tx, clock, token);
    if (opened.error) {
      return { error: opened.error };
    }
    const { invitation } = opened;
    const now = clock.now();
    const shift = await findShiftById(tx, invitation.shiftId);
    const worker = shift && (await findInvitee(tx, invitation.accountId, invitation.workerId, shift.areaId));
    // The worker may have been removed from the pools or blocked since the link was sent.
    // …or their licence may have ended: the same hard gate as staff booking (decision 0054).
    const workerProblem = shift && worker ? inviteeProblem(worker, shift) : 'WORKER_NOT_ASSIGNABLE';
    if (!shift || !worker || workerProblem) {
      return { error: workerProblem ?? 'WORKER_NOT_ASSIGNABLE' };
    }
    // The same booking as staff make: the worker's reservation and an old cancel reason go with it.
    const booked = await bookShift(tx, shift, {
      worker,
      state: 'invitation_accepted',
      by: { actorId: worker.id, processer: { id: worker.id, name: worker.fullName }, at: now },
      audit: {
        action: 'accept-invitation',
        changes: { invitationId: invitation.id, status: 'booked', assignedTo: worker.id },
      },
    });
    if (!booked) {
      const current = await findShiftById(tx, shift.id);
      if (current && isBookedFor(current, worker.id)) {
        // Staff gave the worker this shift directly meanwhile: the worker's yes changes nothing.
        const settled = await setInvitationResponse(tx, invitation.id, 'accepted', now);
        await recordAudit(tx, {
          actorId: worker.id,
          accountId: invitation.accountId,
          action: 'accept-invitation',
          subject: 'Shift',
          subjectId: shift.id,
          changes: { invitationId: settled.id, alreadyAssigned: true },
        });
        await announce(tx, settled);
        return { view: await publicView(tx, clock, settled) };
      }
      const taken = await setInvitationResponse(tx, invitation.id, 'taken', now);
      await recordAudit(tx, {
        actorId: worker.id,
        accountId: invitation.accountId,
        action: 'invitation-taken',
        subject: 'Shift',
        subjectId: shift.id,
        changes: { invitationId: taken.id },
      });
      await announce(tx, taken);
      return { error: 'SHIFT_TAKEN' };
    }
    const accepted = await setInvitationResponse(tx, invitation.id, 'accepted', now);
    return { view: await publicView(tx, clock, accepted) };
  });
  if (outcome.error) {
    throw new DomainError(outcome.error);
  }
  return outcome.view;
}
