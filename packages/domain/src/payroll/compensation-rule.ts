import { daysBetween, isDayKey } from '../shared/helsinki-time';
import type { Cents } from '../shared/money';

/**
 * The spec's compensation rule (section 9, Business constants and limits): "Compensation by days between
 * dates minus excluded days times a rate."
 *
 * Read as: the whole calendar days from `from` to `to` (`to` minus `from`: 1.12. to 8.12. is 7 days), less
 * each excluded day that falls in that range [from, to) once, never below zero, times a rate per day in
 * cents. The spec names no use for it; payroll screens use it for per-day compensations (a daily rate over
 * a period with days off left out).
 */

export type DayCompensation = {
  from: string;
  to: string;
  excludedDays: readonly string[];
  dailyRateCents: Cents;
};

/** The days counted: days between the dates minus the distinct excluded days inside them. */
export function compensatedDays(from: string, to: string, excludedDays: readonly string[]): number {
  if (!isDayKey(from) || !isDayKey(to)) {
    throw new RangeError(`Not days: ${from}, ${to}`);
  }
  const days = daysBetween(from, to);
  if (days <= 0) {
    return 0;
  }
  const excluded = new Set(excludedDays.filter((day) => isDayKey(day) && day >= from && day < to));
  return Math.max(0, days - excluded.size);
}

/** The compensation in cents. */
export function compensationByDays(compensation: DayCompensation): Cents {
  if (!Number.isSafeInteger(compensation.dailyRateCents) || compensation.dailyRateCents < 0) {
    throw new RangeError(`Not a daily rate in cents: ${compensation.dailyRateCents}`);
  }
  return (
    compensatedDays(compensation.from, compensation.to, compensation.excludedDays) *
    compensation.dailyRateCents
  );
}
