import { DomainError } from '@portal/domain/shared';
import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { answerProblem } from '@portal/domain/shift-invitations';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { publishChange } from '../../../lib/publish-change';
import { hashToken } from '../../../lib/tokens';
import { presentPublicInvitation } from '../shift-invitations.presenter';
import {
  findFirstName,
  findInvitationByTokenHash,
  findShiftById,
  type InvitationRow,
} from '../shift-invitations.repository';

// What the shift-invitation use cases (one per file in this folder) share: their dependencies, the ids
// staff address an invitation by, and what the worker's public link shows and answers.

export type ShiftInvitationsServiceDependencies = {
  db: Database;
  clock: Clock;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
};

export type ShiftIds = { accountId: string; shiftId: string };
export type InvitationIds = ShiftIds & { invitationId: string };
/** A worker answering through the public link is known only by its secret. */
export type PublicInvitationOptions = { token: string };

export async function publicView(
  executor: Executor,
  clock: Clock,
  invitation: InvitationRow,
): Promise<PublicShiftInvitation> {
  const shift = await findShiftById(executor, invitation.shiftId);
  if (!shift) {
    throw new DomainError('INVITATION_INVALID');
  }
  const firstName = await findFirstName(executor, invitation.workerId);
  return presentPublicInvitation(invitation, shift, firstName, clock.now());
}

/** Publishes an answer that left the shift as it was, so its invitations refresh live. */
export async function announce(executor: Executor, invitation: InvitationRow) {
  await publishChange(executor, {
    accountId: invitation.accountId,
    subject: 'Shift',
    id: invitation.shiftId,
    action: 'updated',
  });
}

/** The invitation behind a link, locked, and whether it may still be answered. */
export async function openForAnswer(tx: Executor, clock: Clock, token: string) {
  const invitation = await findInvitationByTokenHash(tx, hashToken(token), { lock: true });
  if (!invitation) {
    return { error: 'INVITATION_INVALID' as const };
  }
  const problem = answerProblem(invitation, clock.now());
  if (problem) {
    return { error: problem };
  }
  return { invitation };
}
