import type { Actor } from '@portal/domain/access';
import type { DeletedGig } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { canDeleteGig, deleteShift } from '@portal/domain/shifts';
import { recordAudit } from '../../../lib/audit';
import { applyGigRule } from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import { findGigShifts, updateGig } from '../gigs.repository';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  getGigRow,
  wholeAccount,
} from './gig-use-case';

export type DeleteGigOptions = { actor: Actor; accountId: string; gigId: string };

/** Spec section 5: a gig with booked shifts cannot be deleted; otherwise it and its shifts go (soft). */
export async function deleteGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId }: DeleteGigOptions,
): Promise<DeletedGig> {
  return db.transaction(async (tx) => {
    const gig = await getGigRow(tx, wholeAccount(accountId), gigId, { forUpdate: true });
    const shiftRows = await findGigShifts(tx, gigId, { forUpdate: true });
    if (!canDeleteGig(shiftRows)) {
      throw new DomainError('GIG_HAS_BOOKED_SHIFTS');
    }
    const by = await changedBy(tx, actor, clock.now());
    for (const shift of shiftRows) {
      const { updates, ...values } = deleteShift(shift, by.at, by.processer);
      await applyGigRule(tx, shift, { values, updates }, by, 'deleted');
    }
    await updateGig(tx, gigId, { status: 'deleted', deletedAt: by.at, updatedAt: by.at });
    await refreshGigFigures(tx, gigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'delete',
      subject: 'Gig',
      subjectId: gigId,
      changes: {
        before: { title: gig.title, status: gig.status, shiftIds: shiftRows.map((shift) => shift.id) },
      },
    });
    await announceGig(tx, accountId, gigId, 'deleted');
    return { id: gigId, deletedAt: by.at.toISOString() };
  });
}
