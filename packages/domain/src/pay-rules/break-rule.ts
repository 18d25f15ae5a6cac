import { type HourKind, hourKinds } from './shift-minutes';

/**
 * The account's break rule (spec section 9: "Break rule: unpaid time (account setting, minutes) divided by
 * 60; minimum hours before the break applies defaults to 6; hours worked beyond that minimum count minus
 * the unpaid break."), one implementation for invoices and payroll.
 */
export type BreakRule = { unpaidTime: number; minHoursWithBreak: number };

/**
 * The unpaid break in minutes, as confirmations count it (`paidHoursOf`): the break entered at completion,
 * else the account's unpaid time, deducted only beyond the minimum hours and never below them.
 */
export function breakMinutesOf(workedMinutes: number, entered: number | null, rule: BreakRule): number {
  const minimum = rule.minHoursWithBreak * 60;
  if (workedMinutes <= minimum) {
    return 0;
  }
  const unpaid = entered ?? rule.unpaidTime;
  return Math.max(0, Math.min(unpaid, workedMinutes - minimum));
}

/**
 * Takes the break off the kinds of hour in proportion to their minutes (largest remainder, ties to the
 * stronger kind), so a break neither favours nor burdens any supplement.
 */
export function deductBreak(
  byHourKind: Readonly<Record<HourKind, number>>,
  breakMinutes: number,
): Record<HourKind, number> {
  const result = { ...byHourKind };
  const worked = hourKinds.reduce((sum, kind) => sum + byHourKind[kind], 0);
  if (breakMinutes <= 0 || worked <= 0) {
    return result;
  }
  const shares = hourKinds.map((kind) => {
    const exact = (byHourKind[kind] * breakMinutes) / worked;
    return { kind, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = breakMinutes - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort(
    (first, second) =>
      second.remainder - first.remainder || hourKinds.indexOf(second.kind) - hourKinds.indexOf(first.kind),
  );
  for (const share of byRemainder) {
    if (left <= 0) {
      break;
    }
    if (share.remainder > 0) {
      share.whole += 1;
      left -= 1;
    }
  }
  for (const share of shares) {
    result[share.kind] = Math.max(0, byHourKind[share.kind] - share.whole);
  }
  return result;
}
