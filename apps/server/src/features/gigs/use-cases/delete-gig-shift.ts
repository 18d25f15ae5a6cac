import type { Actor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { deleteShift, isShiftBooked } from '@portal/domain/shifts';
import { recordAudit } from '../../../lib/audit';
import { applyGigRule } from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  wholeAccount,
} from './gig-use-case';

export type DeleteGigShiftOptions = { actor: Actor; accountId: string; gigId: string; shiftId: string };

/** Spec section 5: a booked shift cannot be deleted; otherwise it goes (soft) with a history entry. */
export async function deleteGigShift(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId, shiftId }: DeleteGigShiftOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const { shiftRows } = await lockEditableGig(tx, accountId, gigId);
    const shift = shiftRows.find((candidate) => candidate.id === shiftId);
    if (!shift) {
      throw new DomainError('NOT_FOUND', { id: shiftId });
    }
    if (isShiftBooked(shift)) {
      throw new DomainError('SHIFT_IS_BOOKED');
    }
    const by = await changedBy(tx, actor, clock.now());
    const { updates, ...values } = deleteShift(shift, by.at, by.processer);
    await applyGigRule(tx, shift, { values, updates }, by, 'deleted');
    await refreshGigFigures(tx, gigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'delete',
      subject: 'Shift',
      subjectId: shiftId,
      changes: { gigId, before: { status: shift.status } },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
