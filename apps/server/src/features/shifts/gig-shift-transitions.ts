import { DomainError } from '@portal/domain/shared';
import type { ShiftUpdateEntry } from '@portal/domain/shifts';
import { type Boost, boostAfterUpdate, statusAfterUpdate } from '@portal/domain/shifts';
import type { Executor } from '../../db/client';
import { announceShift, entryOf, type ShiftChangeBy } from './shift-transition-steps';
import {
  insertShiftRows,
  type ShiftInsert,
  type ShiftRow,
  type ShiftValues,
  setContractOfUninvoicedGigShifts,
  updateShiftRow,
} from './shift-writes.repository';

// The transitions a gig's use cases make on its shifts: create, edit through the gig, and the outcome of
// the gig rules (publish, split, delete). The gig use case writes the gig's audit row, naming the shifts.

/** A new shift of a gig, as the gig form sends it. */
export type NewGigShift = {
  startsAt: Date;
  endsAt: Date;
  roleType: string | null;
  requirements: string | null;
};

/** The gig a new shift belongs to; `contractId` is the shift's: the gig's contract, else the area's. */
export type ShiftGig = {
  id: string;
  accountId: string;
  areaId: string;
  title: string;
  isDraft: boolean;
  boost: Boost;
  contractId: string | null;
};

/**
 * A gig's new shifts in one statement: drafts or open, with the gig's boost, its customer contract and a
 * `created` entry. The gig's use case writes the gig's audit (naming the shifts) and recomputes its figures.
 */
export async function createGigShifts(
  tx: Executor,
  gig: ShiftGig,
  shifts: readonly NewGigShift[],
  by: ShiftChangeBy,
): Promise<string[]> {
  const rows: ShiftInsert[] = shifts.map((shift) => ({
    accountId: gig.accountId,
    areaId: gig.areaId,
    gigId: gig.id,
    contractId: gig.contractId,
    title: gig.title,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    status: statusAfterUpdate({ assignedTo: null, isDraft: gig.isDraft }),
    isDraft: gig.isDraft,
    roleType: shift.roleType,
    requirements: shift.requirements,
    ...gig.boost,
    updates: [entryOf('created', by)],
    createdAt: by.at,
    updatedAt: by.at,
  }));
  const ids = await insertShiftRows(tx, rows);
  for (const id of ids) {
    await announceShift(tx, { id, accountId: gig.accountId }, 'created');
  }
  return ids;
}

/**
 * A gig's contract changed: its live shifts not yet on a live invoice take the new one (issue 13); those
 * invoiced keep the contract they were priced by. Answers the ids of the moved shifts.
 */
export async function moveGigShiftsToContract(
  tx: Executor,
  gig: { id: string; accountId: string },
  contractId: string | null,
  at: Date,
): Promise<string[]> {
  const ids = await setContractOfUninvoicedGigShifts(tx, gig.id, contractId, at);
  for (const id of ids) {
    await announceShift(tx, { id, accountId: gig.accountId });
  }
  return ids;
}

/** Prepared rows, their history included (the demo seed); the one bulk insert gig shifts also use. */
export function insertShifts(tx: Executor, rows: readonly ShiftInsert[]): Promise<string[]> {
  return insertShiftRows(tx, rows);
}

/** The last entry a domain rule appended to a shift's history: the one to write. */
function newestEntry(updates: readonly ShiftUpdateEntry[]): ShiftUpdateEntry[] {
  const last = updates.at(-1);
  return last ? [last] : [];
}

/**
 * Writes the outcome of a gig rule (publish, split, delete) to locked shifts: the rule answered the new
 * state with its history entry appended; only that entry is added to the stored history.
 */
export async function applyGigRule(
  tx: Executor,
  shift: Pick<ShiftRow, 'id' | 'accountId'>,
  outcome: { values: ShiftValues; updates: readonly ShiftUpdateEntry[] },
  by: ShiftChangeBy,
  action: 'updated' | 'deleted' = 'updated',
): Promise<void> {
  await updateShiftRow(tx, shift.id, outcome.values, newestEntry(outcome.updates), by.at);
  await announceShift(tx, shift, action);
}

/** What a gig edit asks of one of its shifts. */
export type GigShiftEdit = {
  title: string;
  startsAt: Date;
  endsAt: Date;
  roleType: string | null;
  requirements: string | null;
  /** The gig's boost, when the edit changed it. */
  boost: Boost | null;
};

function changedFieldsOf(shift: ShiftRow, edit: GigShiftEdit): string[] {
  return [
    shift.startsAt.getTime() !== edit.startsAt.getTime() ? 'startsAt' : null,
    shift.endsAt.getTime() !== edit.endsAt.getTime() ? 'endsAt' : null,
    (shift.roleType ?? null) !== edit.roleType ? 'roleType' : null,
    (shift.requirements ?? null) !== edit.requirements ? 'requirements' : null,
  ].filter((field): field is string => field !== null);
}

/**
 * A locked shift edited through its gig. A shift a worker holds keeps its times, role and requirements
 * (SHIFT_STATE_CHANGED) and its boost. Answers whether the shift changed at all.
 */
export async function editShiftFromGig(
  tx: Executor,
  shift: ShiftRow,
  edit: GigShiftEdit,
  by: ShiftChangeBy,
  isBooked: boolean,
): Promise<boolean> {
  const changed = changedFieldsOf(shift, edit);
  if (changed.length > 0 && isBooked) {
    throw new DomainError('SHIFT_STATE_CHANGED', { shiftId: shift.id });
  }
  const titleChanged = shift.title !== edit.title;
  const reboost = edit.boost !== null && !isBooked;
  if (changed.length === 0 && !titleChanged && !reboost) {
    return false;
  }
  // Moving an expired shift's end into the future makes it bookable again.
  const reopened = shift.status === 'expired' && edit.endsAt > by.at;
  const status = statusAfterUpdate({
    assignedTo: shift.assignedTo,
    isDraft: shift.isDraft,
    status: reopened ? null : shift.status,
  });
  const nextBoost =
    reboost && edit.boost
      ? boostAfterUpdate(status, edit.boost)
      : { boosted: shift.boosted, boostType: shift.boostType, boostValue: shift.boostValue };
  const fields = [...changed, ...(reboost ? ['boost'] : [])];
  await updateShiftRow(
    tx,
    shift.id,
    {
      title: edit.title,
      startsAt: edit.startsAt,
      endsAt: edit.endsAt,
      roleType: edit.roleType,
      requirements: edit.requirements,
      status,
      ...nextBoost,
    },
    fields.length > 0 ? [entryOf('updated', by, { kind: 'fields', fields })] : [],
    by.at,
  );
  await announceShift(tx, shift);
  return true;
}
