import type { Actor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { recordAudit } from '../../../lib/audit';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  publishGigIn,
  wholeAccount,
} from './gig-use-case';

export type PublishGigOptions = { actor: Actor; accountId: string; gigId: string };

/** Spec section 4, "Publishing a gig": its draft shifts open and the gig is published. */
export async function publishGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId }: PublishGigOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const { gig, shiftRows } = await lockEditableGig(tx, accountId, gigId);
    const opened = await publishGigIn(tx, gig, shiftRows, await changedBy(tx, actor, clock.now()));
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'publish',
      subject: 'Gig',
      subjectId: gigId,
      changes: { before: { status: gig.status }, after: { status: 'published', openedShiftIds: opened } },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
