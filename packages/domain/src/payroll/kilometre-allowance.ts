import type { Cents } from '../shared/money';

/**
 * The tax-exempt kilometre allowance for one's own car, per calendar year (the Tax Administration's yearly
 * decision; reference/domain-rules.md §4.4): 2025 €0.59/km, 2026 €0.55/km, both marked verified there.
 * A new year is a new row; a year without one cannot be paid until it is added.
 */
export const kilometreAllowanceCentsByYear: Readonly<Record<number, Cents>> = {
  2025: 59,
  2026: 55,
};

/** The rate for the year of a day (YYYY-MM-DD), or null when the year has no rate yet. */
export function kilometreAllowanceRateOn(dayKey: string): Cents | null {
  return kilometreAllowanceCentsByYear[Number(dayKey.slice(0, 4))] ?? null;
}
