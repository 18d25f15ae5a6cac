import type { Actor } from '@portal/domain/access';
import type { ApproveGigInput, GigDetail } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { updateGig } from '../gigs.repository';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  publishGigIn,
  wholeAccount,
} from './gig-use-case';

export type ApproveGigOptions = { actor: Actor; accountId: string; gigId: string; input: ApproveGigInput };

/** A customer's suggestion approved: published at once (its shifts open) or kept as a staff draft. */
export async function approveGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId, input }: ApproveGigOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const { gig, shiftRows } = await lockEditableGig(tx, accountId, gigId);
    if (gig.status !== 'suggestion') {
      // Someone approved or declined it meanwhile.
      throw new DomainError('CONFLICT', { status: gig.status });
    }
    let opened: string[] = [];
    if (input.mode === 'publish') {
      opened = await publishGigIn(tx, gig, shiftRows, await changedBy(tx, actor, clock.now()));
    } else {
      await updateGig(tx, gigId, { status: 'draft', updatedAt: clock.now() });
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'approve',
      subject: 'Gig',
      subjectId: gigId,
      changes: {
        before: { status: 'suggestion' },
        after: { status: input.mode === 'publish' ? 'published' : 'draft', openedShiftIds: opened },
      },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
