import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type { ShiftInvitation } from '@portal/domain/shift-invitations';
import { revokeProblem } from '@portal/domain/shift-invitations';
import { noteOnShift } from '../../shifts/shifts.api';
import { presentInvitation } from '../shift-invitations.presenter';
import {
  findAccountShift,
  findInvitationOfShift,
  findUserName,
  revokeInvitationIfPending,
} from '../shift-invitations.repository';
import type { InvitationIds, ShiftInvitationsServiceDependencies } from './shift-invitation-use-case';

export type RevokeInvitationOptions = { actor: Actor; ids: InvitationIds };

/**
 * Withdraws a link sent by mistake while it is still pending; the worker can then no longer answer it.
 * The write is conditional (unanswered and in time), so of a revoke and the worker's answer at the same
 * moment exactly one wins; the loser is told what became of the link.
 */
export async function revokeInvitation(
  { db, clock }: ShiftInvitationsServiceDependencies,
  { actor, ids }: RevokeInvitationOptions,
): Promise<ShiftInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const shift = await findAccountShift(tx, ids.accountId, ids.shiftId);
    const invitation = shift && (await findInvitationOfShift(tx, ids));
    if (!shift || !invitation) {
      throw new DomainError('NOT_FOUND');
    }
    const problem = revokeProblem(invitation, shift, now);
    if (problem) {
      throw new DomainError(problem);
    }
    const revoked = await revokeInvitationIfPending(tx, invitation.id, now);
    if (!revoked) {
      // The worker answered between the read and the write: say what they did.
      const current = await findInvitationOfShift(tx, ids);
      throw new DomainError((current && revokeProblem(current, shift, now)) ?? 'INVITATION_ANSWERED');
    }
    const actorName = await findUserName(tx, actor.userId);
    await noteOnShift(tx, shift, {
      state: 'invitation_revoked',
      detail: { kind: 'person', name: invitation.workerName },
      by: { actorId: actor.userId, processer: { id: actor.userId, name: actorName ?? '' }, at: now },
      audit: {
        action: 'revoke-invitation',
        changes: { invitationId: revoked.id, workerId: revoked.workerId },
      },
    });
    return presentInvitation(
      { ...revoked, workerName: invitation.workerName, invitedByName: invitation.invitedByName },
      shift,
      now,
    );
  });
}
