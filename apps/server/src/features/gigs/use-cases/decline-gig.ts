import type { Actor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { updateGig } from '../gigs.repository';
import {
  announceGig,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  wholeAccount,
} from './gig-use-case';

export type DeclineGigOptions = { actor: Actor; accountId: string; gigId: string };

/** A customer's suggestion declined; its shifts stay drafts that never open. */
export async function declineGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId }: DeclineGigOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const { gig } = await lockEditableGig(tx, accountId, gigId);
    if (gig.status !== 'suggestion') {
      throw new DomainError('CONFLICT', { status: gig.status });
    }
    const at = clock.now();
    await updateGig(tx, gigId, {
      status: 'declined',
      declinedAt: at,
      declinedBy: actor.userId,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'decline',
      subject: 'Gig',
      subjectId: gigId,
      changes: { before: { status: 'suggestion' }, after: { status: 'declined' } },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
