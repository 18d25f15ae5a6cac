import { DomainError } from '@portal/domain/shared';
import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { noteOnShift } from '../../shifts/shifts.api';
import { findUserName, setInvitationResponse } from '../shift-invitations.repository';
import {
  openForAnswer,
  type PublicInvitationOptions,
  publicView,
  type ShiftInvitationsServiceDependencies,
} from './shift-invitation-use-case';

/** The worker says no; the shift stays as it is. */
export async function declineInvitation(
  { db, clock }: ShiftInvitationsServiceDependencies,
  { token }: PublicInvitationOptions,
): Promise<PublicShiftInvitation> {
  return db.transaction(async (tx) => {
    const opened = await openForAnswer(tx, clock, token);
    if (opened.error) {
      throw new DomainError(opened.error);
    }
    const now = clock.now();
    const declined = await setInvitationResponse(tx, opened.invitation.id, 'declined', now);
    const workerName = (await findUserName(tx, declined.workerId)) ?? '';
    await noteOnShift(
      tx,
      { id: declined.shiftId, accountId: declined.accountId },
      {
        state: 'invitation_declined',
        detail: { kind: 'person', name: workerName },
        by: {
          actorId: declined.workerId,
          processer: { id: declined.workerId, name: workerName },
          at: now,
        },
        audit: { action: 'decline-invitation', changes: { invitationId: declined.id } },
      },
    );
    return publicView(tx, clock, declined);
  });
}
