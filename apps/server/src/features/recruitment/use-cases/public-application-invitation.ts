import {
  applicationInvitationStatus,
  type PublicApplicationInvitation,
} from '@portal/domain/application-invitations';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { hashToken } from '../../../lib/tokens';
import { findPublicJobAdRow } from '../../job-ads/job-ads.api';
import { presentPublicInvitation } from '../application-invitations.presenter';
import {
  findInvitationByTokenHash,
  markInvitationsUsed,
  setApplicationSource,
  updateInvitation,
} from '../application-invitations.repository';
import type { RecruitmentDependencies } from './registration-use-case';

/**
 * What the link shows. An unknown secret is 404 (only hashes are stored, so a guess finds nothing to tell
 * apart), a cancelled or expired invitation 410; an open or used one answers, the first view noted.
 */
export async function publicInvitation(
  { db, clock }: RecruitmentDependencies,
  token: string,
): Promise<PublicApplicationInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const invitation = await findInvitationByTokenHash(tx, hashToken(token));
    if (!invitation) {
      throw new DomainError('APPLICATION_INVITATION_LINK_INVALID');
    }
    const status = applicationInvitationStatus(invitation, now);
    if (status === 'cancelled') {
      throw new DomainError('APPLICATION_INVITATION_CANCELLED');
    }
    if (status === 'expired') {
      throw new DomainError('APPLICATION_INVITATION_EXPIRED');
    }
    if (invitation.openedAt === null) {
      await updateInvitation(tx, invitation.id, { openedAt: now });
    }
    const ad = invitation.jobAdId
      ? await findPublicJobAdRow(tx, helsinkiDayKey(now), invitation.jobAdId)
      : null;
    return presentPublicInvitation(invitation, now, ad?.accountId === invitation.accountId ? ad : null);
  });
}

/**
 * Called by the registration in its transaction: an applicant who registers to the account with an
 * address it invited (the one-time code proved the address) uses up those invitations, and the
 * application's source becomes 'invitation'. Matching the verified address rather than carrying the
 * link's secret through the form also counts a person who found the ad on the job board.
 */
export async function acceptApplicationInvitation(
  tx: Executor,
  values: { accountId: string; email: string; applicantId: string; now: Date },
): Promise<void> {
  if (await markInvitationsUsed(tx, values)) {
    await setApplicationSource(tx, values.applicantId, 'invitation');
  }
}
