import { DomainError } from '@portal/domain/shared/errors';
import type { ShiftUpdateEntry, ShiftUpdateState } from '@portal/domain/shifts/shift';
import type { ShiftHistoryDetail } from '@portal/domain/shifts/shift-history.codec';
import { historyEntry, type Processer } from '@portal/domain/shifts/shift-history.rules';
import { type Boost, boostAfterUpdate, statusAfterUpdate } from '@portal/domain/shifts/shift-status.rules';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { publishChange } from '../../lib/publish-change';
import { refreshGigFigures } from '../gigs/gigs.api';
import type { ExpectedShiftState } from './shift-conditions';
import {
  bookFreeShiftRow,
  insertShiftRows,
  type ShiftInsert,
  type ShiftRow,
  type ShiftValues,
  updateShiftRow,
  updateShiftRowIf,
} from './shift-writes.repository';

// Every change of a shift's state goes through here (decision 0011): the caller has applied the domain rule
// and passes what changes; this module writes it with its history entry (through the domain's history
// codec), the audit row and the change notices, all in the caller's transaction.

/** Who changes a shift and when; `actorId` null is the system (a scheduled job). */
export type ShiftChangeBy = { actorId: string | null; processer: Processer; at: Date };

/** The audit row of a transition: its action and what the caller wants remembered. */
export type ShiftAudit = { action: string; changes: Record<string, unknown> };

type ShiftRef = Pick<ShiftRow, 'id' | 'accountId' | 'gigId'>;

async function audit(tx: Executor, shift: ShiftRef, by: ShiftChangeBy, note: ShiftAudit): Promise<void> {
  await recordAudit(tx, {
    actorId: by.actorId,
    accountId: shift.accountId,
    action: note.action,
    subject: 'Shift',
    subjectId: shift.id,
    changes: note.changes,
  });
}

async function announceShift(
  tx: Executor,
  shift: Pick<ShiftRow, 'id' | 'accountId'>,
  action: 'created' | 'updated' | 'deleted' = 'updated',
): Promise<void> {
  await publishChange(tx, { accountId: shift.accountId, subject: 'Shift', id: shift.id, action });
}

/** A change that may move the gig's counts: they are recomputed and the gig announced too. */
async function refreshGig(tx: Executor, shift: ShiftRef): Promise<void> {
  if (shift.gigId) {
    await refreshGigFigures(tx, shift.gigId);
    await publishChange(tx, {
      accountId: shift.accountId,
      subject: 'Gig',
      id: shift.gigId,
      action: 'updated',
    });
  }
}

function entryOf(state: ShiftUpdateState, by: ShiftChangeBy, detail?: ShiftHistoryDetail): ShiftUpdateEntry {
  return historyEntry(state, by.at, by.processer, detail);
}

/**
 * Open -> booked for a worker: staff assigning, accepting a worker's reservation, or the worker accepting an
 * invitation link. One conditional statement, so of two bookings at once exactly one wins; the loser gets
 * null and nothing is written.
 */
export async function bookShift(
  tx: Executor,
  shift: ShiftRef,
  booking: {
    worker: { id: string; fullName: string };
    state: 'assigned' | 'reservation_accepted' | 'invitation_accepted';
    by: ShiftChangeBy;
    audit: ShiftAudit;
  },
): Promise<ShiftRow | null> {
  const booked = await bookFreeShiftRow(tx, shift.id, {
    workerId: booking.worker.id,
    entry: entryOf(booking.state, booking.by, { kind: 'person', name: booking.worker.fullName }),
    at: booking.by.at,
  });
  if (!booked) {
    return null;
  }
  await audit(tx, booked, booking.by, booking.audit);
  await refreshGig(tx, booked);
  await announceShift(tx, booked);
  return booked;
}

/** A change to a shift the caller has locked: cancel a booking, boost, remove a boost, edit, expire. */
export async function changeShift(
  tx: Executor,
  shift: ShiftRef,
  change: {
    values: ShiftValues;
    state: ShiftUpdateState;
    detail?: ShiftHistoryDetail;
    by: ShiftChangeBy;
    audit: ShiftAudit;
  },
): Promise<ShiftRow> {
  const changed = await updateShiftRow(
    tx,
    shift.id,
    change.values,
    [entryOf(change.state, change.by, change.detail)],
    change.by.at,
  );
  await audit(tx, changed, change.by, change.audit);
  await refreshGig(tx, changed);
  await announceShift(tx, changed);
  return changed;
}

/**
 * A change made only while the shift is still as the caller saw it (completion, verification, quick-pay
 * verification, sending for inspection): of a double submit exactly one writes; the other gets
 * SHIFT_STATE_CHANGED (with the shift's id when `reportId` is set) and nothing is written.
 */
export async function changeShiftIf(
  tx: Executor,
  shift: ShiftRef,
  change: {
    expected: ExpectedShiftState;
    values: ShiftValues;
    state: ShiftUpdateState;
    detail?: ShiftHistoryDetail;
    by: ShiftChangeBy;
    audit: ShiftAudit;
    reportId?: boolean;
  },
): Promise<ShiftRow> {
  const changed = await updateShiftRowIf(tx, shift.id, change.expected, {
    values: change.values,
    entry: entryOf(change.state, change.by, change.detail),
    at: change.by.at,
  });
  if (!changed) {
    throw new DomainError('SHIFT_STATE_CHANGED', change.reportId ? { shiftIds: [shift.id] } : undefined);
  }
  await audit(tx, changed, change.by, change.audit);
  await announceShift(tx, changed);
  return changed;
}

/** Something that happened around the shift without changing it (an invitation sent, revoked, declined). */
export async function noteOnShift(
  tx: Executor,
  shift: Pick<ShiftRow, 'id' | 'accountId'>,
  note: { state: ShiftUpdateState; detail?: ShiftHistoryDetail; by: ShiftChangeBy; audit: ShiftAudit },
): Promise<void> {
  await updateShiftRow(tx, shift.id, {}, [entryOf(note.state, note.by, note.detail)], note.by.at);
  await audit(tx, { ...shift, gigId: null }, note.by, note.audit);
  await announceShift(tx, shift);
}

/** A new shift of a gig, as the gig form sends it. */
export type NewGigShift = {
  startsAt: Date;
  endsAt: Date;
  roleType: string | null;
  requirements: string | null;
};

/**
 * A gig's new shifts in one statement: drafts or open, with the gig's boost and a `created` entry. The
 * gig's use case writes the gig's audit (naming the shifts) and recomputes its figures.
 */
export async function createGigShifts(
  tx: Executor,
  gig: { id: string; accountId: string; areaId: string; title: string; isDraft: boolean; boost: Boost },
  shifts: readonly NewGigShift[],
  by: ShiftChangeBy,
): Promise<string[]> {
  const rows: ShiftInsert[] = shifts.map((shift) => ({
    accountId: gig.accountId,
    areaId: gig.areaId,
    gigId: gig.id,
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
