import { finnishHolidayOn } from '../pay-rules/finnish-holidays';
import { addDays, isDayKey, isoWeekday } from '../shared/helsinki-time';

/**
 * When an earnings payment report is due (reference/domain-rules.md §1.1, vero.fi "Deadlines for
 * reporting"): "no later than the 5th calendar day after the payment date. Saturdays, Sundays and holidays
 * count towards the 5 days. If the 5th day falls on a Saturday, Sunday or holiday, the report may be filed
 * on the next business day."
 *
 * Holidays here are `finnishHolidayOn`'s days: the public holidays and Christmas Eve and Midsummer Eve,
 * which the Act on Calculating Statutory Time Limits (150/1930) also treats as non-business days (Easter
 * Saturday is a Saturday anyway).
 */

export const earningsPaymentReportDays = 5;

/** Whether a day is a business day: Monday to Friday and no holiday or eve. */
export function isBusinessDay(dayKey: string): boolean {
  return isoWeekday(dayKey) <= 5 && finnishHolidayOn(dayKey) === null;
}

/** The first business day on or after a day. */
export function businessDayOnOrAfter(dayKey: string): string {
  let day = dayKey;
  while (!isBusinessDay(day)) {
    day = addDays(day, 1);
  }
  return day;
}

/** The last day (YYYY-MM-DD) to file the earnings payment report of a payment date. */
export function earningsPaymentReportDueOn(paymentDate: string): string {
  if (!isDayKey(paymentDate)) {
    throw new RangeError(`Not a day: ${paymentDate}`);
  }
  return businessDayOnOrAfter(addDays(paymentDate, earningsPaymentReportDays));
}

/** Whether a report not yet filed is overdue on `today` (a Helsinki day key). */
export function isEarningsPaymentReportOverdue(paymentDate: string, today: string): boolean {
  return today > earningsPaymentReportDueOn(paymentDate);
}

/**
 * When the employer's separate report (PayerSummaryReport) of a payment month (YYYY-MM) is due: "by the 5th
 * day of the month after the payment month" (domain-rules §1.1). domain-rules does not repeat the weekend
 * rule for it; the general rule of Act 150/1930 § 5 on statutory time limits moves it the same way, which
 * is what this applies (to be confirmed on vero.fi with the rest of §1.1).
 */
export function payerSummaryReportDueOn(paymentMonth: string): string {
  const firstDay = `${paymentMonth}-01`;
  if (!/^\d{4}-\d{2}$/.test(paymentMonth) || !isDayKey(firstDay)) {
    throw new RangeError(`Not a month: ${paymentMonth}`);
  }
  const nextMonth = addDays(firstDay, 31).slice(0, 7);
  return businessDayOnOrAfter(`${nextMonth}-05`);
}
