import type { ShiftStatus, ShiftUpdateEntry } from './shift';
import { historyEntry, type Processer, withHistory } from './shift-history.rules';
import { isReserved } from './shift-status.rules';

type Deletable = { status: ShiftStatus; assignedTo: string | null | undefined };

/** Statuses in which a worker holds the shift: it cannot be deleted (spec section 5, delete rules). */
const heldStatuses: readonly ShiftStatus[] = ['booked', 'confirmed', 'verified'];

/** Spec section 5: a booked shift cannot be deleted; nor one a worker holds or already worked. */
export function isShiftBooked(shift: Deletable): boolean {
  return heldStatuses.includes(shift.status) || isReserved(shift.assignedTo);
}

export function canDeleteShift(shift: Deletable): boolean {
  return shift.status !== 'deleted' && !isShiftBooked(shift);
}

/** Spec section 5: a gig with booked shifts cannot be deleted. */
export function canDeleteGig(shifts: readonly Deletable[]): boolean {
  return !shifts.some((shift) => shift.status !== 'deleted' && isShiftBooked(shift));
}

export type DeletedShiftPatch = {
  status: 'deleted';
  deletedAt: Date;
  updates: ShiftUpdateEntry[];
};

/**
 * Spec section 4, "Deleting a shift": status deleted, the time stamped, an update entry stating that the
 * shift was removed. Callers check `canDeleteShift` first.
 */
export function deleteShift(
  shift: { updates: readonly ShiftUpdateEntry[] },
  at: Date,
  processer: Processer,
): DeletedShiftPatch {
  return {
    status: 'deleted',
    deletedAt: at,
    updates: withHistory(shift.updates, historyEntry('deleted', at, processer)),
  };
}

export type RestoredShiftPatch = {
  status: 'draft' | 'open' | 'expired';
  deletedAt: null;
  updates: ShiftUpdateEntry[];
};

/**
 * Undoes `deleteShift` (a restored gig): only unheld shifts can be deleted, so a deleted shift was a draft,
 * open or expired; it comes back as the shift rules would leave it: expired once its end has passed (the
 * expiry job's rule), otherwise a draft while `isDraft`, else open. A `restored` entry is appended.
 */
export function restoreShift(
  shift: { updates: readonly ShiftUpdateEntry[]; isDraft: boolean; endsAt: Date },
  at: Date,
  processer: Processer,
): RestoredShiftPatch {
  const status = shift.endsAt.getTime() <= at.getTime() ? 'expired' : shift.isDraft ? 'draft' : 'open';
  return {
    status,
    deletedAt: null,
    updates: withHistory(shift.updates, historyEntry('restored', at, processer)),
  };
}

/** Spec: lists hide deleted records. */
export function isListed(record: { status: string }): boolean {
  return record.status !== 'deleted';
}
