import type { Actor } from '@portal/domain/access';
import type { GigDetail, UpdateGigInput } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { deleteShift, isShiftBooked } from '@portal/domain/shifts';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { contractIdAfterSave } from '../../customer-contracts/customer-contracts.api';
import {
  applyGigRule,
  createGigShifts,
  editShiftFromGig,
  moveGigShiftsToContract,
  type ShiftChangeBy,
} from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import { findGigShifts, type GigRow, type GigShiftRow, updateGig as updateGigRow } from '../gigs.repository';
import {
  announceGig,
  assertValidGigInput,
  boostOf,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  lockEditableGig,
  publishGigIn,
  wholeAccount,
} from './gig-use-case';

export type UpdateGigOptions = { actor: Actor; accountId: string; gigId: string; input: UpdateGigInput };

/** Fields an edit may change; undefined ones (left out) stay as they are. The contract is checked apart. */
function editedFieldsOf(input: UpdateGigInput) {
  const { shifts: _shifts, publish: _publish, contractId: _contractId, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The gig's existing shifts as the edit wants them: removed, or edited through the shifts feature. */
async function applyShiftEdits(
  tx: Executor,
  gig: GigRow,
  shiftRows: readonly GigShiftRow[],
  input: UpdateGigInput,
  by: ShiftChangeBy,
): Promise<void> {
  const boost = boostOf(input);
  const boostChanged = boost.boostType !== gig.boostType || boost.boostValue !== gig.boostValue;
  const kept = new Map(input.shifts.filter((shift) => shift.id).map((shift) => [shift.id, shift]));
  const unknown = [...kept.keys()].find((id) => !shiftRows.some((shift) => shift.id === id));
  if (unknown) {
    throw new DomainError('NOT_FOUND', { id: unknown });
  }
  for (const shift of shiftRows) {
    const wanted = kept.get(shift.id);
    if (!wanted) {
      if (isShiftBooked(shift)) {
        throw new DomainError('SHIFT_IS_BOOKED', { shiftId: shift.id });
      }
      const { updates, ...values } = deleteShift(shift, by.at, by.processer);
      await applyGigRule(tx, shift, { values, updates }, by, 'deleted');
      continue;
    }
    await editShiftFromGig(
      tx,
      shift,
      {
        title: input.title,
        startsAt: new Date(wanted.startsAt),
        endsAt: new Date(wanted.endsAt),
        roleType: wanted.roleType,
        requirements: wanted.requirements,
        boost: boostChanged ? boost : null,
      },
      by,
      isShiftBooked(shift),
    );
  }
}

/**
 * Saves a gig: its fields, new shifts, changed and removed shifts. A shift a worker holds cannot be
 * changed (SHIFT_STATE_CHANGED: it was booked meanwhile) nor removed (SHIFT_IS_BOOKED).
 */
export async function updateGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId, input }: UpdateGigOptions,
): Promise<GigDetail> {
  return db.transaction(async (tx) => {
    const { gig, shiftRows } = await lockEditableGig(tx, accountId, gigId);
    assertValidGigInput({ areaId: gig.areaId, shifts: input.shifts });
    const by = await changedBy(tx, actor, clock.now());
    const boost = boostOf(input);
    const contractId = await contractIdAfterSave(tx, actor, accountId, input.contractId, gig.contractId);
    // Its shifts not yet invoiced follow the gig's contract (else the area's); invoiced ones keep theirs.
    const movedShiftIds =
      contractId === gig.contractId
        ? []
        : await moveGigShiftsToContract(tx, gig, contractId ?? gig.areaContractId, by.at);
    await applyShiftEdits(tx, gig, shiftRows, input, by);
    await createGigShifts(
      tx,
      {
        id: gigId,
        accountId,
        areaId: gig.areaId,
        title: input.title,
        isDraft: gig.status !== 'published',
        boost,
        contractId: contractId ?? gig.areaContractId,
      },
      input.shifts
        .filter((shift) => !shift.id)
        .map((shift) => ({
          startsAt: new Date(shift.startsAt),
          endsAt: new Date(shift.endsAt),
          roleType: shift.roleType ?? input.roleType,
          requirements: shift.requirements ?? input.requirements,
        })),
      by,
    );
    await updateGigRow(tx, gigId, { ...editedFieldsOf(input), contractId, ...boost, updatedAt: by.at });
    await refreshGigFigures(tx, gigId);
    const publishes = input.publish && gig.status !== 'published';
    if (publishes) {
      await publishGigIn(tx, gig, await findGigShifts(tx, gigId, { forUpdate: true }), by);
    }
    const current = await findGigShifts(tx, gigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'update',
      subject: 'Gig',
      subjectId: gigId,
      changes: {
        before: {
          title: gig.title,
          status: gig.status,
          contractId: gig.contractId,
          shiftIds: shiftRows.map((shift) => shift.id),
        },
        after: {
          ...editedFieldsOf(input),
          contractId,
          movedShiftIds,
          ...boost,
          published: publishes,
          shiftIds: current.map((shift) => shift.id),
        },
      },
    });
    await announceGig(tx, accountId, gigId, 'updated');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
