import { addDays, dayKeyOf, isoWeekday } from '../shared/helsinki-time';

/**
 * Finnish public and church holidays, and the eves that collective agreements pay like them
 * (reference/domain-rules.md §4.3). Movable feasts hang on Easter Sunday, computed by the Gregorian
 * computus; Midsummer and All Saints' fall on the Saturday of a fixed week. Every Sunday is a holiday too:
 * `isSundayRateDay` answers for any day.
 */

export const finnishHolidayKeys = [
  'newYearsDay',
  'epiphany',
  'goodFriday',
  'easterSaturday',
  'easterSunday',
  'easterMonday',
  'mayDay',
  'ascensionDay',
  'pentecost',
  'midsummerEve',
  'midsummerDay',
  'allSaintsDay',
  'independenceDay',
  'christmasEve',
  'christmasDay',
  'stStephensDay',
] as const;
export type FinnishHolidayKey = (typeof finnishHolidayKeys)[number];

/** A holiday is paid at the Sunday rate all day; an eve only in the hours its agreement names. */
export type FinnishHoliday = { key: FinnishHolidayKey; dayKey: string; kind: 'holiday' | 'eve' };

const eves = new Set<FinnishHolidayKey>(['easterSaturday', 'midsummerEve', 'christmasEve']);

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthAndDay = h + l - 7 * m + 114;
  return dayKeyOf({ year, month: Math.floor(monthAndDay / 31), day: (monthAndDay % 31) + 1 });
}

/** The day of the given ISO weekday (1 Monday … 7 Sunday) on or after `from`. */
function weekdayOnOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

const cache = new Map<number, ReadonlyMap<string, FinnishHoliday>>();

/** The year's holidays and eves by day key. */
export function finnishHolidaysOf(year: number): ReadonlyMap<string, FinnishHoliday> {
  const cached = cache.get(year);
  if (cached) {
    return cached;
  }
  const easter = easterSunday(year);
  const on = (month: number, day: number) => dayKeyOf({ year, month, day });
  const days: [FinnishHolidayKey, string][] = [
    ['newYearsDay', on(1, 1)],
    ['epiphany', on(1, 6)],
    ['goodFriday', addDays(easter, -2)],
    ['easterSaturday', addDays(easter, -1)],
    ['easterSunday', easter],
    ['easterMonday', addDays(easter, 1)],
    ['mayDay', on(5, 1)],
    ['ascensionDay', addDays(easter, 39)],
    ['pentecost', addDays(easter, 49)],
    ['midsummerEve', weekdayOnOrAfter(on(6, 19), 5)],
    ['midsummerDay', weekdayOnOrAfter(on(6, 20), 6)],
    ['allSaintsDay', weekdayOnOrAfter(on(10, 31), 6)],
    ['independenceDay', on(12, 6)],
    ['christmasEve', on(12, 24)],
    ['christmasDay', on(12, 25)],
    ['stStephensDay', on(12, 26)],
  ];
  const holidays = new Map(
    days.map(([key, dayKey]) => [dayKey, { key, dayKey, kind: eves.has(key) ? 'eve' : 'holiday' } as const]),
  );
  cache.set(year, holidays);
  return holidays;
}

/** The holiday or eve on a day, or null. */
export function finnishHolidayOn(dayKey: string): FinnishHoliday | null {
  return finnishHolidaysOf(Number(dayKey.slice(0, 4))).get(dayKey) ?? null;
}

/** Whether the whole day is paid at the Sunday rate: a Sunday or a holiday (eves are not whole days). */
export function isSundayRateDay(dayKey: string): boolean {
  return isoWeekday(dayKey) === 7 || finnishHolidayOn(dayKey)?.kind === 'holiday';
}
