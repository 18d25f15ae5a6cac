import { helsinkiDayKey } from '../shared/helsinki-time';
import {
  type BlockCoverage,
  blockWarningsFor,
  type WorkerBlockWarning,
} from '../worker-blocks/worker-blocks.rules';

type Timed = { id: string; startsAt: Date | string; endsAt: Date | string };

export const sameDayShiftWarningCode = 'SAME_DAY_SHIFT' as const;
export const endsNextDayWarningCode = 'SHIFT_ENDS_NEXT_DAY' as const;

/** Spec section 5: 'This employee has another shift on the same day'. */
export type SameDayShiftWarning = { code: typeof sameDayShiftWarningCode; shiftIds: string[] };
/** Spec section 5: the shift ends on a different day than it starts. */
export type EndsNextDayWarning = { code: typeof endsNextDayWarningCode };

export type AssignmentWarning<TBlock extends BlockCoverage = BlockCoverage> =
  | SameDayShiftWarning
  | EndsNextDayWarning
  | WorkerBlockWarning<TBlock>;

/** Shorter than any Helsinki day (23 h at the spring DST change), so stepping by it visits every day. */
const dayStepMs = 12 * 60 * 60 * 1000;

/** Helsinki days a shift touches: its start day, every day it runs through, and its end day. */
function daysOf(shift: Timed): Set<string> {
  const start = new Date(shift.startsAt).getTime();
  // A shift ending exactly at midnight does not work on the next day.
  const lastMoment = new Date(shift.endsAt).getTime() - 1;
  const days = new Set([helsinkiDayKey(new Date(start))]);
  for (let moment = start + dayStepMs; moment < lastMoment; moment += dayStepMs) {
    days.add(helsinkiDayKey(new Date(moment)));
  }
  days.add(helsinkiDayKey(new Date(Math.max(start, lastMoment))));
  return days;
}

/** Whether a shift ends on another Helsinki day than it starts (a night shift). */
export function endsOnDifferentDay(shift: Omit<Timed, 'id'>): boolean {
  return daysOf({ id: '', ...shift }).size > 1;
}

/**
 * The warnings shown before assigning a worker to `shift` (spec section 5). `workerShifts` are the worker's
 * other live shifts (booked, confirmed or verified); a shift shares a day when the Helsinki days they touch
 * meet. Warnings inform; the person assigning decides.
 */
export function assignmentWarnings<TBlock extends BlockCoverage>(input: {
  shift: Timed & { accountId: string; areaId: string };
  workerShifts: readonly Timed[];
  blocks: readonly TBlock[];
}): AssignmentWarning<TBlock>[] {
  const warnings: AssignmentWarning<TBlock>[] = [];
  const days = daysOf(input.shift);
  const sameDay = input.workerShifts
    .filter((other) => other.id !== input.shift.id)
    .filter((other) => [...daysOf(other)].some((day) => days.has(day)))
    .map((other) => other.id);
  if (sameDay.length > 0) {
    warnings.push({ code: sameDayShiftWarningCode, shiftIds: sameDay });
  }
  if (days.size > 1) {
    warnings.push({ code: endsNextDayWarningCode });
  }
  warnings.push(
    ...blockWarningsFor(input.blocks, { accountId: input.shift.accountId, areaId: input.shift.areaId }),
  );
  return warnings;
}
