import type { ShiftStatus } from './shift';
import { isReserved } from './shift-status.rules';
import type { ShiftPermissions } from './shifts';

/** What the action rules read of a shift. */
export type ShiftActionState = {
  status: ShiftStatus;
  assignedTo: string | null | undefined;
  reservations: readonly string[];
  boosted: boolean;
  endsAt: Date | string;
};

/** Who is asking: staff who fill shifts (`manage Shift`), and who may edit this shift (`update Shift`). */
export type ShiftActorRights = { canManage: boolean; canUpdate: boolean };

/** Times, role and requirements can change until the hours are confirmed; expired and deleted stay as they are. */
const editableStatuses: readonly ShiftStatus[] = ['draft', 'open', 'booked'];

/** A free shift: open and nobody holds it. Only such a shift can be assigned or a reservation accepted. */
export function isFree(shift: Pick<ShiftActionState, 'status' | 'assignedTo'>): boolean {
  return shift.status === 'open' && !isReserved(shift.assignedTo);
}

export function isEditable(shift: Pick<ShiftActionState, 'status'>): boolean {
  return editableStatuses.includes(shift.status);
}

/** A booking can be cancelled while the worker holds the shift and the hours are not confirmed yet. */
export function isCancellable(shift: Pick<ShiftActionState, 'status' | 'assignedTo'>): boolean {
  return shift.status === 'booked' && isReserved(shift.assignedTo);
}

/** A boost attracts workers: it makes sense on shifts that still need one (draft or open). */
export function isBoostable(shift: Pick<ShiftActionState, 'status'>): boolean {
  return shift.status === 'draft' || shift.status === 'open';
}

/** A boost can be taken away until the hours are confirmed. */
export function isBoostRemovable(shift: Pick<ShiftActionState, 'status' | 'boosted'>): boolean {
  return shift.boosted && editableStatuses.includes(shift.status);
}

/**
 * The actions the shift detail offers to this user now. Each is also enforced by the server; the flags
 * only keep the screen from offering what would be refused.
 */
export function shiftPermissionsFor(
  shift: ShiftActionState,
  rights: ShiftActorRights,
  now: Date,
): ShiftPermissions {
  const free = isFree(shift);
  const ahead = new Date(shift.endsAt).getTime() > now.getTime();
  return {
    canUpdate: rights.canUpdate && isEditable(shift),
    canAssign: rights.canManage && free,
    canAcceptReservation: rights.canUpdate && free && shift.reservations.length > 0,
    canCancelBooking: rights.canManage && isCancellable(shift),
    canBoost: rights.canManage && isBoostable(shift),
    canRemoveBoost: rights.canManage && isBoostRemovable(shift),
    canInvite: rights.canManage && free && ahead,
  };
}
