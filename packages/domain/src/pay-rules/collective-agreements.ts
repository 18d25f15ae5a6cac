import type { BasisPoints } from '../shared/money';

/**
 * The working-time supplements of the collective agreements (TES) the portal pays and prices by, as dated
 * data (reference/domain-rules.md §4.2, from the unions' comparison tables; each figure is to be checked
 * against the agreement text in force, and a new text is a new entry with its own `validFrom`).
 *
 * Times are minutes from the start of a Helsinki day; a window whose end is smaller than its start runs
 * over midnight (night 22:00–07:00). Rates are basis points of the base hourly pay (15 % is 1500).
 */

export const collectiveAgreements = ['sote', 'tptes', 'y-sostes'] as const;
export type CollectiveAgreement = (typeof collectiveAgreements)[number];

export type MinuteWindow = { from: number; to: number };

export type SupplementRules = {
  agreement: CollectiveAgreement;
  /** The first day (YYYY-MM-DD) these figures apply to. */
  validFrom: string;
  evening: { window: MinuteWindow; rate: BasisPoints };
  night: { window: MinuteWindow; rate: BasisPoints };
  /** An ordinary Saturday (not a holiday or an eve). */
  saturday: { window: MinuteWindow; rate: BasisPoints };
  /** Sundays, holidays, and the parts of other days below. */
  sundayRate: BasisPoints;
  /** From this minute an ordinary Saturday is paid at the Sunday rate (18:00 in SOTE: "Sat 18 – Sun 24"). */
  saturdaySundayRateFrom: number;
  /** Christmas Eve, Midsummer Eve and Easter Saturday are paid at the Sunday rate until this minute. */
  eveSundayRateUntil: number;
  /**
   * From this minute the day before a Sunday-rate day is paid at the Sunday rate (Y-SOSTES: 20–24), except
   * the days before Midsummer Eve and Christmas Eve; null where the agreement has no such rule.
   */
  dayBeforeSundayRateFrom: number | null;
};

const hours = (value: number) => value * 60;

/** Every agreement's figures, newest last per agreement. */
export const supplementRuleSets: readonly SupplementRules[] = [
  {
    agreement: 'sote',
    validFrom: '2022-01-01',
    evening: { window: { from: hours(18), to: hours(22) }, rate: 1500 },
    night: { window: { from: hours(22), to: hours(7) }, rate: 4000 },
    saturday: { window: { from: hours(6), to: hours(18) }, rate: 2000 },
    sundayRate: 10_000,
    saturdaySundayRateFrom: hours(18),
    eveSundayRateUntil: hours(18),
    dayBeforeSundayRateFrom: null,
  },
  {
    agreement: 'tptes',
    validFrom: '2022-01-01',
    evening: { window: { from: hours(18), to: hours(22) }, rate: 1500 },
    night: { window: { from: hours(22), to: hours(7) }, rate: 4500 },
    saturday: { window: { from: hours(7), to: hours(18) }, rate: 2000 },
    sundayRate: 10_000,
    saturdaySundayRateFrom: hours(18),
    eveSundayRateUntil: hours(18),
    dayBeforeSundayRateFrom: null,
  },
  {
    agreement: 'y-sostes',
    validFrom: '2022-01-01',
    evening: { window: { from: hours(18), to: hours(21) }, rate: 1500 },
    night: { window: { from: hours(21), to: hours(6) }, rate: 4000 },
    saturday: { window: { from: hours(6), to: hours(20) }, rate: 2500 },
    sundayRate: 10_000,
    saturdaySundayRateFrom: hours(20),
    eveSundayRateUntil: hours(24),
    dayBeforeSundayRateFrom: hours(20),
  },
];

/** The figures of an agreement in force on a day (the newest whose `validFrom` is not after it). */
export function supplementRulesOn(agreement: CollectiveAgreement, dayKey: string): SupplementRules {
  const inForce = supplementRuleSets
    .filter((rules) => rules.agreement === agreement && rules.validFrom <= dayKey)
    .at(-1);
  if (!inForce) {
    throw new RangeError(`No ${agreement} supplement rules in force on ${dayKey}`);
  }
  return inForce;
}

/** Whether a minute of the day falls in a window (over midnight where `to` < `from`). */
export function isInWindow(minute: number, window: MinuteWindow): boolean {
  return window.from <= window.to
    ? minute >= window.from && minute < window.to
    : minute >= window.from || minute < window.to;
}
