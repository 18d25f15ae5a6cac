import type { Actor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { restoreShift } from '@portal/domain/shifts';
import { recordAudit } from '../../../lib/audit';
import { applyGigRule } from '../../shifts/shifts.api';
import { findStatusBeforeDelete, lockDeletedGig, lockShiftsDeletedWith } from '../deleted-gigs.repository';
import { refreshGigFigures } from '../gig-figures.repository';
import { updateGig } from '../gigs.repository';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  wholeAccount,
} from './gig-use-case';

export type RestoreGigOptions = { actor: Actor; accountId: string; gigId: string };

/**
 * Undoes a gig delete (decision 0030): the gig gets back the status it had, and the shifts deleted with it
 * come back each with a `restored` history entry (draft, open, or expired once ended; see `restoreShift`).
 * Only unbooked gigs could be deleted, so nothing a worker held comes back. A gig not deleted is NOT_FOUND.
 */
export async function restoreGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId }: RestoreGigOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const gig = await lockDeletedGig(tx, accountId, gigId);
    if (!gig?.deletedAt) {
      throw new DomainError('NOT_FOUND', { id: gigId });
    }
    const shiftRows = await lockShiftsDeletedWith(tx, gigId, gig.deletedAt);
    const status = await findStatusBeforeDelete(tx, gig);
    const by = await changedBy(tx, actor, clock.now());
    for (const shift of shiftRows) {
      const { updates, ...values } = restoreShift(shift, by.at, by.processer);
      await applyGigRule(tx, shift, { values, updates }, by);
    }
    await updateGig(tx, gigId, { status, deletedAt: null, updatedAt: by.at });
    await refreshGigFigures(tx, gigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'restore',
      subject: 'Gig',
      subjectId: gigId,
      changes: { after: { status, shiftIds: shiftRows.map((shift) => shift.id) } },
    });
    await announceGig(tx, accountId, gigId, 'created');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, by.at);
  });
}
