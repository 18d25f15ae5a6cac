import type { BoostType, ShiftDisplayState, ShiftStatus } from './shift';

/** Spec section 4: a shift counts as reserved only when the assignee id is longer than 2 characters. */
export function isReserved(assignedTo: string | null | undefined): boolean {
  return typeof assignedTo === 'string' && assignedTo.length > 2;
}

/** What the status rule reads of a shift. */
export type StatusInput = {
  assignedTo: string | null | undefined;
  isDraft: boolean;
  /** A status set explicitly by the change, if any. */
  status?: ShiftStatus | null;
};

/**
 * Spec section 4, "Updating a shift": an explicit status other than draft or open is kept; otherwise the
 * status becomes booked if an assignee exists, else open if not a draft, else draft.
 */
export function statusAfterUpdate(input: StatusInput): ShiftStatus {
  if (input.status && input.status !== 'draft' && input.status !== 'open') {
    return input.status;
  }
  if (isReserved(input.assignedTo)) {
    return 'booked';
  }
  return input.isDraft ? 'draft' : 'open';
}

export type Boost = { boosted: boolean; boostType: BoostType | null; boostValue: number | null };

export const noBoost: Boost = { boosted: false, boostType: null, boostValue: null };

/** Spec section 4: if the status is expired and the boost type is quick, the boost is cleared. */
export function boostAfterUpdate(status: ShiftStatus, boost: Boost): Boost {
  return status === 'expired' && boost.boostType === 'quick' ? noBoost : boost;
}

/** Instants as a Date, an ISO 8601 string or epoch milliseconds. */
type Timed = { startsAt: Date | string | number; endsAt: Date | string | number };
type Booking = Timed & { status: ShiftStatus; assignedTo: string | null | undefined };

function time(value: Date | string | number): number {
  return typeof value === 'number' ? value : new Date(value).getTime();
}

function isBookedAndReserved(shift: Booking): boolean {
  return shift.status === 'booked' && isReserved(shift.assignedTo);
}

/** Spec section 4: booked and reserved with a future start is upcoming. */
export function isUpcoming(shift: Booking, now: Date): boolean {
  return isBookedAndReserved(shift) && time(shift.startsAt) > now.getTime();
}

/** Spec section 4: booked and reserved with a past start and a future end is in progress. */
export function isInProgress(shift: Booking, now: Date): boolean {
  return (
    isBookedAndReserved(shift) && time(shift.startsAt) <= now.getTime() && time(shift.endsAt) > now.getTime()
  );
}

/** Booked and reserved whose end has passed: waits for completion confirmation. */
export function isAwaitingConfirmation(shift: Booking, now: Date): boolean {
  return isBookedAndReserved(shift) && time(shift.endsAt) <= now.getTime();
}

export type DisplayInput = Booking & { reservations: readonly string[] };

/**
 * The calendar display state, exactly the spec's table (section 4). Combinations the table does not name
 * fall back to what a user can act on: an open or booked shift without a reserved assignee shows as Open
 * (or Booked when workers asked for it); a verified shift is done like a confirmed one. Deleted shifts are
 * never displayed, hence null.
 */
export function displayStateOf(shift: DisplayInput, now: Date): ShiftDisplayState | null {
  const reserved = isReserved(shift.assignedTo);
  switch (shift.status) {
    case 'draft':
      return 'Draft';
    case 'expired':
      return 'Expired';
    case 'confirmed':
    case 'verified':
      return 'Confirmed';
    case 'deleted':
      return null;
    case 'open':
    case 'booked':
      if (shift.status === 'booked' && reserved) {
        return time(shift.endsAt) > now.getTime() ? 'Verified' : 'Unconfirmed';
      }
      return shift.reservations.length > 0 && !reserved ? 'Booked' : 'Open';
  }
}
