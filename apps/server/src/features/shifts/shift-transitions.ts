import { DomainError } from '@portal/domain/shared';
import type { ShiftHistoryDetail, ShiftUpdateState } from '@portal/domain/shifts';
import type { Executor } from '../../db/client';
import type { ExpectedShiftState } from './shift-conditions';
import {
  announceShift,
  auditShift,
  entryOf,
  refreshGig,
  type ShiftAudit,
  type ShiftChangeBy,
  type ShiftRef,
} from './shift-transition-steps';
import {
  bookFreeShiftRow,
  type ShiftRow,
  type ShiftValues,
  updateShiftRow,
  updateShiftRowIf,
} from './shift-writes.repository';

export type { ShiftAudit, ShiftChangeBy } from './shift-transition-steps';

// Every change of a shift's state goes through here or gig-shift-transitions.ts (decision 0011): the caller
// has applied the domain rule and passes what changes; this module writes it with its history entry (through the domain's history
// codec), the audit row and the change notices, all in the caller's transaction.

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
  await auditShift(tx, booked, booking.by, booking.audit);
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
  await auditShift(tx, changed, change.by, change.audit);
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
  await auditShift(tx, changed, change.by, change.audit);
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
  await auditShift(tx, { ...shift, gigId: null }, note.by, note.audit);
  await announceShift(tx, shift);
}
