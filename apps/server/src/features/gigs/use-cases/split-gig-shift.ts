import type { Actor } from '@portal/domain/access';
import type { SplitGigResult } from '@portal/domain/gigs';
import { pickGigAreaFields, splitShiftOut } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { applyGigRule } from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import { insertGig, updateGig } from '../gigs.repository';
import {
  announceGig,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  wholeAccount,
} from './gig-use-case';

export type SplitGigShiftOptions = { actor: Actor; accountId: string; gigId: string; shiftId: string };

/**
 * Spec section 4, "Splitting a shift out of a gig": a new published gig '1 vuoro: {title}' with the
 * area's fields of the old one; the shift moves there unassigned and open; the old gig's counts, dates
 * and title are recomputed.
 */
export async function splitGigShift(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId, shiftId }: SplitGigShiftOptions,
): Promise<SplitGigResult> {
  return db.transaction(async (tx) => {
    const { gig, shiftRows } = await lockEditableGig(tx, accountId, gigId);
    if (!shiftRows.some((shift) => shift.id === shiftId)) {
      throw new DomainError('NOT_FOUND', { id: shiftId });
    }
    const by = await changedBy(tx, actor, clock.now());
    const split = splitShiftOut({
      gigTitle: gig.title,
      shifts: shiftRows,
      shiftId,
      at: by.at,
      processer: by.processer,
    });
    if (!split) {
      throw new DomainError('GIG_SPLIT_SINGLE_SHIFT');
    }
    const newGigId = await insertGig(tx, {
      accountId,
      areaId: gig.areaId,
      title: split.newGig.title,
      status: 'published',
      isPublished: true,
      publishedAt: by.at,
      roleType: gig.roleType,
      requirements: gig.requirements,
      ...pickGigAreaFields(gig),
      // The shift split out keeps its contract; its new gig keeps the old gig's.
      contractId: gig.contractId,
      boosted: gig.boosted,
      boostType: gig.boostType,
      boostValue: gig.boostValue,
      createdBy: actor.userId,
      createdAt: by.at,
      updatedAt: by.at,
    });
    await applyGigRule(
      tx,
      split.shift,
      {
        values: {
          gigId: newGigId,
          title: split.newGig.title,
          status: split.shift.status,
          isDraft: false,
          assignedTo: null,
          reserved: false,
        },
        updates: split.shift.updates,
      },
      by,
    );
    await updateGig(tx, gigId, { title: split.oldGig.title, updatedAt: by.at });
    await refreshGigFigures(tx, gigId);
    await refreshGigFigures(tx, newGigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'split',
      subject: 'Gig',
      subjectId: gigId,
      changes: {
        shiftId,
        newGigId,
        before: { assignedTo: shiftRows.find((shift) => shift.id === shiftId)?.assignedTo ?? null },
      },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    await announceGig(tx, accountId, newGigId, 'created');
    const now = clock.now();
    return {
      newGig: await loadGigDetail(tx, wholeAccount(accountId), newGigId, now),
      oldGig: await loadGigDetail(tx, wholeAccount(accountId), gigId, now),
    };
  });
}
