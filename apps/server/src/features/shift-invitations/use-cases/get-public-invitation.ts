import { DomainError } from '@portal/domain/shared';
import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { hashToken } from '../../../lib/tokens';
import { findInvitationByTokenHash } from '../shift-invitations.repository';
import {
  type PublicInvitationOptions,
  publicView,
  type ShiftInvitationsServiceDependencies,
} from './shift-invitation-use-case';

/** What the link shows; any state, so an answered or expired link still says what became of it. */
export async function getPublicInvitation(
  { db, clock }: ShiftInvitationsServiceDependencies,
  { token }: PublicInvitationOptions,
): Promise<PublicShiftInvitation> {
  const invitation = await findInvitationByTokenHash(db, hashToken(token));
  if (!invitation) {
    throw new DomainError('INVITATION_INVALID');
  }
  return publicView(db, clock, invitation);
}
