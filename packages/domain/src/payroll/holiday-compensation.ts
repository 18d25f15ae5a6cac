import { type BasisPoints, type Cents, percentOf, sumCents } from '../shared/money';
import type { HolidayCompensationLine, PayLine } from './pay-lines';

/**
 * Holiday compensation for short or irregular work (Annual Holidays Act 162/2005 § 16 and § 12;
 * reference/domain-rules.md §4.5): a worker who in a month works fewer than 14 days and fewer than 35 hours
 * earns no holiday days for it, and is paid 9 % of the pay paid or due for the work instead, 11.5 % when
 * the employment has lasted at least a year by the end of the holiday credit year (31 March).
 *
 * The base is the period's pay less the tax-exempt allowances (the kilometre allowance is not pay) and
 * less any earlier holiday compensation. The Act also leaves out the increase parts of overtime and
 * emergency work; the portal pays neither, so no line is left out for them.
 */

export const holidayCompensationRates = { firstYear: 900, afterAYear: 1150 } as const satisfies Record<
  string,
  BasisPoints
>;

/** A month's work of one worker for one employer. */
export type MonthOfWork = { workDays: number; workedMinutes: number };

/** Whether the month earns holiday compensation instead of holiday days: below 14 days AND below 35 hours. */
export function earnsHolidayCompensation(month: MonthOfWork): boolean {
  return month.workDays < 14 && month.workedMinutes < 35 * 60;
}

/** The last day (31 March) of the holiday credit year (1.4.–31.3.) a day belongs to. */
export function holidayCreditYearEndOf(dayKey: string): string {
  const year = Number(dayKey.slice(0, 4));
  return dayKey.slice(5) <= '03-31' ? `${year}-03-31` : `${year + 1}-03-31`;
}

/**
 * The rate for pay earned on a day: 11.5 % when the employment that began on `employmentStart` has lasted
 * at least a year by the end of that day's holiday credit year (begun on 1 April of the year before, at
 * the latest), else 9 %.
 */
export function holidayCompensationRateOn(employmentStart: string, dayKey: string): BasisPoints {
  const creditYearEnd = holidayCreditYearEndOf(dayKey);
  const latestStart = `${Number(creditYearEnd.slice(0, 4)) - 1}-04-01`;
  return employmentStart <= latestStart
    ? holidayCompensationRates.afterAYear
    : holidayCompensationRates.firstYear;
}

/** The pay a holiday compensation is a percentage of: every taxable line but holiday compensation itself. */
export function holidayCompensationBaseOf(lines: readonly PayLine[]): Cents {
  return sumCents(
    lines
      .filter((line) => line.kind !== 'kilometreAllowance' && line.kind !== 'holidayCompensation')
      .map((line) => line.grossCents),
  );
}

/**
 * The month's holiday compensation line, or null when the month earns holiday days instead (or nothing
 * was paid). `dayKey` is a day of the month, which fixes the holiday credit year.
 */
export function holidayCompensationLineOf(
  month: MonthOfWork,
  lines: readonly PayLine[],
  employmentStart: string,
  dayKey: string,
): HolidayCompensationLine | null {
  const baseCents = holidayCompensationBaseOf(lines);
  if (!earnsHolidayCompensation(month) || baseCents <= 0) {
    return null;
  }
  const basisPoints = holidayCompensationRateOn(employmentStart, dayKey);
  return {
    kind: 'holidayCompensation',
    basisPoints,
    baseCents,
    grossCents: percentOf(baseCents, basisPoints),
  };
}
