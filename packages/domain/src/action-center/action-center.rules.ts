import { type AccountSettings, paidHours } from '../accounts/account-settings';
import type { ErrorCode } from '../shared/errors';
import type { BoostType, ShiftStatus, WorkDayType } from '../shifts/shift';
import { isAwaitingConfirmation, isReserved } from '../shifts/shift-status.rules';
import { maxCompletionMinutes } from './action-center';

type Instant = Date | string;

function time(value: Instant): number {
  return new Date(value).getTime();
}

const minuteMs = 60_000;

/**
 * Minutes between two instants. Instants, not wall-clock times, so a shift across midnight or a DST change
 * counts the time really worked (22:00-07:00 on the night clocks go back is ten hours).
 */
export function workedMinutes(startsAt: Instant, endsAt: Instant): number {
  return Math.round((time(endsAt) - time(startsAt)) / minuteMs);
}

/**
 * The break the completion form suggests: what the account's break rule (spec section 9) deducts from a
 * shift of this length. Shifts up to `minHoursWithBreak` get none; longer ones the unpaid time, but never
 * so much that the paid hours fall below the minimum (the rule of `paidHours`).
 */
export function defaultBreakMinutes(startsAt: Instant, endsAt: Instant, settings: AccountSettings): number {
  const worked = workedMinutes(startsAt, endsAt);
  if (worked <= 0) {
    return 0;
  }
  const hours = worked / 60;
  return Math.max(0, Math.round((hours - paidHours(hours, settings)) * 60));
}

/** Paid hours of a completion: the time worked minus the unpaid break, to the hundredth of an hour. */
export function completionPaidHours(completion: {
  actualStartsAt: Instant;
  actualEndsAt: Instant;
  breakMinutes: number;
}): number {
  const minutes = workedMinutes(completion.actualStartsAt, completion.actualEndsAt) - completion.breakMinutes;
  return Math.round((Math.max(0, minutes) / 60) * 100) / 100;
}

export type CompletionValues = {
  actualStartsAt: Instant;
  actualEndsAt: Instant;
  breakMinutes: number;
};

export type CompletionProblem = {
  code: ErrorCode;
  field: 'actualEndsAt' | 'breakMinutes';
};

/**
 * What is wrong with completion values, or null: the end must come after the start (within a day) and the
 * break must be shorter than the time worked. Kilometres and the work-day type are checked by the schema.
 */
export function completionProblem(values: CompletionValues): CompletionProblem | null {
  const worked = workedMinutes(values.actualStartsAt, values.actualEndsAt);
  if (!(worked > 0) || worked > maxCompletionMinutes) {
    return { code: 'SHIFT_TIMES_INVALID', field: 'actualEndsAt' };
  }
  if (values.breakMinutes < 0 || values.breakMinutes >= worked) {
    return { code: 'SHIFT_TIMES_INVALID', field: 'breakMinutes' };
  }
  return null;
}

/** What the state rules read of a shift. */
export type ActionCenterShiftState = {
  status: ShiftStatus;
  assignedTo: string | null | undefined;
  reservations: readonly string[];
  startsAt: Instant;
  endsAt: Instant;
  boostType: BoostType | null;
  inspectionSentAt: Instant | null;
};

/**
 * Why a shift cannot be completed now, or null. Only a booked, reserved shift whose end has passed can be:
 * one still running or ahead is SHIFT_NOT_ENDED, any other state (already confirmed, cancelled meanwhile)
 * SHIFT_STATE_CHANGED.
 */
export function completionStateProblem(shift: ActionCenterShiftState, now: Date): ErrorCode | null {
  if (isAwaitingConfirmation(shift, now)) {
    return null;
  }
  if (shift.status === 'booked' && isReserved(shift.assignedTo)) {
    return 'SHIFT_NOT_ENDED';
  }
  return 'SHIFT_STATE_CHANGED';
}

/** Verifying the hours: only a confirmed shift. */
export function verificationProblem(shift: Pick<ActionCenterShiftState, 'status'>): ErrorCode | null {
  return shift.status === 'confirmed' ? null : 'SHIFT_STATE_CHANGED';
}

/** Quick-pay verification: only a confirmed shift with the quick boost. */
export function quickPayVerificationProblem(
  shift: Pick<ActionCenterShiftState, 'status' | 'boostType'>,
): ErrorCode | null {
  return isQuickPayPending(shift) ? null : 'SHIFT_STATE_CHANGED';
}

/** Sending for inspection: a confirmed shift without the quick boost, not sent before. */
export function inspectionProblem(
  shift: Pick<ActionCenterShiftState, 'status' | 'boostType' | 'inspectionSentAt'>,
): ErrorCode | null {
  return isInspectionPending(shift) ? null : 'SHIFT_STATE_CHANGED';
}

/** Booking confirmation tab: an open future shift without a worker that workers asked for. */
export function isBookingPending(shift: ActionCenterShiftState, now: Date): boolean {
  return (
    shift.status === 'open' &&
    !isReserved(shift.assignedTo) &&
    shift.reservations.length > 0 &&
    time(shift.startsAt) > now.getTime()
  );
}

/** Quick-pay tab: confirmed with the quick boost (verifying it makes it verified, so it leaves the tab). */
export function isQuickPayPending(shift: Pick<ActionCenterShiftState, 'status' | 'boostType'>): boolean {
  return shift.status === 'confirmed' && shift.boostType === 'quick';
}

/** Inspection tab: confirmed, not quick pay, not sent yet. */
export function isInspectionPending(
  shift: Pick<ActionCenterShiftState, 'status' | 'boostType' | 'inspectionSentAt'>,
): boolean {
  return shift.status === 'confirmed' && shift.boostType !== 'quick' && shift.inspectionSentAt === null;
}

/** The menu badge counts open, unreserved future shifts (spec section 7, the action center listener). */
export function countsForBadge(
  shift: Pick<ActionCenterShiftState, 'status' | 'assignedTo' | 'startsAt'>,
  now: Date,
): boolean {
  return shift.status === 'open' && !isReserved(shift.assignedTo) && time(shift.startsAt) > now.getTime();
}

export type CompletionDefaults = {
  actualStartsAt: string;
  actualEndsAt: string;
  breakMinutes: number;
  kilometrikorvaus: number;
  workDayType: WorkDayType;
};

/**
 * What the completion form starts with: the planned times (or real ones already entered), the break the
 * account's rule gives for them, no kilometres and an ordinary work day.
 */
export function completionDefaults(
  shift: {
    startsAt: Instant;
    endsAt: Instant;
    actualStartsAt?: Instant | null;
    actualEndsAt?: Instant | null;
    breakMinutes?: number | null;
    kilometrikorvaus?: number | null;
    workDayType?: WorkDayType | null;
  },
  settings: AccountSettings,
): CompletionDefaults {
  const start = new Date(shift.actualStartsAt ?? shift.startsAt).toISOString();
  const end = new Date(shift.actualEndsAt ?? shift.endsAt).toISOString();
  return {
    actualStartsAt: start,
    actualEndsAt: end,
    breakMinutes: shift.breakMinutes ?? defaultBreakMinutes(start, end, settings),
    kilometrikorvaus: shift.kilometrikorvaus ?? 0,
    workDayType: shift.workDayType ?? 'work_day',
  };
}
