import type { AccountSettings } from '../accounts/account-settings';
import { paidHours } from '../accounts/account-settings';
import { addDays, helsinkiDayStart } from '../shared/helsinki-time';
import type { ShiftStatus } from '../shifts/shift';
import type { ConfirmationState } from './confirmations';

/** Statuses the confirmations list shows: completion confirmed, and verified. */
export const confirmationStatuses = ['confirmed', 'verified'] as const satisfies readonly ShiftStatus[];

export function isConfirmation(status: ShiftStatus): status is (typeof confirmationStatuses)[number] {
  return status === 'confirmed' || status === 'verified';
}

/** Confirmed, awaiting the customer's inspection once sent to it, or verified. */
export function confirmationStateOf(shift: {
  status: (typeof confirmationStatuses)[number];
  inspectionSentAt: Date | string | null;
}): ConfirmationState {
  if (shift.status === 'verified') {
    return 'verified';
  }
  return shift.inspectionSentAt ? 'awaiting_inspection' : 'confirmed';
}

/** Real hours between two instants: across a DST night the hours actually worked, not the wall clock. */
export function workedHoursOf(startsAt: Date | string, endsAt: Date | string): number {
  return Math.max(0, (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 3_600_000);
}

export type PaidHoursInput = {
  startsAt: Date | string;
  endsAt: Date | string;
  actualStartsAt: Date | string | null;
  actualEndsAt: Date | string | null;
  breakMinutes: number | null;
};

/**
 * Paid hours of a completed shift, to two decimals: the actual times when they were entered (else the
 * planned ones); the break entered at completion is its unpaid time, otherwise the account's, and it is
 * deducted only beyond the account's minimum hours (spec section 9, break rule).
 */
export function paidHoursOf(shift: PaidHoursInput, settings: AccountSettings): number {
  const worked = workedHoursOf(shift.actualStartsAt ?? shift.startsAt, shift.actualEndsAt ?? shift.endsAt);
  const unpaidTime = shift.breakMinutes ?? settings.unpaidTime;
  return Math.round(paidHours(worked, { ...settings, unpaidTime }) * 100) / 100;
}

/** The instants a list filter of Helsinki days covers: from the start of `from` to the end of `to`. */
export function dayRangeOf(range: { from?: string | undefined; to?: string | undefined }): {
  from: Date | null;
  to: Date | null;
} {
  return {
    from: range.from ? helsinkiDayStart(range.from) : null,
    to: range.to ? helsinkiDayStart(addDays(range.to, 1)) : null,
  };
}
