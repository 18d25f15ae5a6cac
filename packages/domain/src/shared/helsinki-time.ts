import { Temporal } from 'temporal-polyfill';
import { timeZone } from './constants';

/**
 * The one module for Helsinki time (decision 0016). Every instant the portal shows or buckets by day is
 * read in Europe/Helsinki, whatever the browser's or server's zone; the time zone rules come from
 * Temporal (the polyfill until runtimes ship it), so DST changes (29.03.2026, 25.10.2026: days of 23 and
 * 25 hours) are never computed by hand.
 *
 * Vocabulary: an instant is a `Date` or an ISO string with offset; a day key is a Helsinki calendar day
 * written YYYY-MM-DD (sortable); a wall time is HH:mm on the 24-hour clock.
 */
export type InstantInput = Date | string;

/** A calendar date without a time zone; month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number };

const dayKeyPattern = /^\d{4}-\d{2}-\d{2}$/;
const wallTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const typedDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// Reading an instant's Helsinki wall clock is the hot path (a calendar formats thousands of shifts):
// cached Intl formatters do it in about 4 µs, the polyfill's ZonedDateTime in about 30-60 µs (measured
// on this machine). Both read the same time zone data. The rest (wall time to instant with its DST
// disambiguation, calendar arithmetic) is Temporal.
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

// The two hottest reads format straight to their text: YYYY-MM-DD (en-CA) and HH:mm (en-GB, 24 h).
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type WallClock = CalendarDate & { hour: number; minute: number; second: number };

function helsinkiOf(instant: InstantInput): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallFormat.formatToParts(new Date(instant))) {
    if (part.type in wall) {
      wall[part.type as keyof WallClock] = Number(part.value);
    }
  }
  return wall;
}

function plainDateOf(dayKey: string): Temporal.PlainDate {
  if (!dayKeyPattern.test(dayKey)) {
    throw new Error(`Not a YYYY-MM-DD day: ${dayKey}`);
  }
  return Temporal.PlainDate.from(dayKey, { overflow: 'reject' });
}

function dateOf(zoned: Temporal.ZonedDateTime): Date {
  return new Date(zoned.epochMilliseconds);
}

/** Whether `value` is a wall time HH:mm on the 24-hour clock (00:00-23:59). */
export function isWallTime(value: string): boolean {
  return wallTimePattern.test(value);
}

// --- instant -> Helsinki ---------------------------------------------------------------------------

/** The Helsinki calendar day of an instant as YYYY-MM-DD (sortable; used to compare days). */
export function helsinkiDayKey(instant: InstantInput): string {
  return dayKeyFormat.format(new Date(instant));
}

/** The Helsinki wall-clock time of an instant, HH:mm. */
export function helsinkiWallTime(instant: InstantInput): string {
  return wallTimeFormat.format(new Date(instant));
}

/** The Helsinki calendar date of an instant. */
export function helsinkiDateOf(instant: InstantInput): CalendarDate {
  const { year, month, day } = helsinkiOf(instant);
  return { year, month, day };
}

/** Minutes Helsinki is ahead of UTC at an instant (120 in winter, 180 in summer). */
export function helsinkiOffsetMinutes(instant: InstantInput): number {
  const wall = helsinkiOf(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(new Date(instant).getTime() / 1000) * 1000) / 60_000);
}

// --- Helsinki -> instant ---------------------------------------------------------------------------

/**
 * The instant of a Helsinki wall-clock time on a day. A time the spring change skips (03:00-03:59 on
 * 29.03.2026) moves forward by the gap; a time the autumn change repeats is the first of the two.
 */
export function helsinkiInstant(dayKey: string, time = '00:00'): Date {
  const match = wallTimePattern.exec(time);
  if (!match) {
    throw new Error(`Not an HH:mm time: ${time}`);
  }
  const plainTime = new Temporal.PlainTime(Number(match[1]), Number(match[2]));
  return dateOf(plainDateOf(dayKey).toZonedDateTime({ timeZone, plainTime }));
}

/**
 * Like `helsinkiInstant`, but null for what is not a real day and time and for a time that does not
 * exist in Helsinki (the hour the spring change skips): for what a user typed.
 */
export function helsinkiInstantOrNull(dayKey: string, time: string): Date | null {
  if (!isDayKey(dayKey) || !wallTimePattern.test(time)) {
    return null;
  }
  const instant = helsinkiInstant(dayKey, time);
  return helsinkiWallTime(instant) === time && helsinkiDayKey(instant) === dayKey ? instant : null;
}

/** The instant a Helsinki calendar day begins (00:00 local; Finland never changes the clock at midnight). */
export function helsinkiDayStart(dayKey: string): Date {
  return dateOf(plainDateOf(dayKey).toZonedDateTime({ timeZone }));
}

/** The instant a Helsinki day ends: the start of the next day (exclusive end). */
export function helsinkiDayEnd(dayKey: string): Date {
  return helsinkiDayStart(addDays(dayKey, 1));
}

// --- calendar arithmetic on day keys (never on instants: Helsinki days are 23, 24 or 25 hours) ------

/** Whether `value` is a real calendar day written YYYY-MM-DD (31.02. is not). */
export function isDayKey(value: string): boolean {
  if (!dayKeyPattern.test(value)) {
    return false;
  }
  try {
    plainDateOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The day `days` days after (or before, when negative) a day. */
export function addDays(dayKey: string, days: number): string {
  return plainDateOf(dayKey).add({ days }).toString();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return plainDateOf(from).until(plainDateOf(to), { largestUnit: 'days' }).days;
}

/** The date `years` years before a day; 29 February falls back to 28 February in a common year. */
export function yearsBefore(dayKey: string, years: number): string {
  return plainDateOf(dayKey).subtract({ years }, { overflow: 'constrain' }).toString();
}

/** ISO weekday of a day: Monday 1 ... Sunday 7. */
export function isoWeekday(dayKey: string): number {
  return plainDateOf(dayKey).dayOfWeek;
}

/** The Monday of the ISO week of a day. */
export function startOfWeek(dayKey: string): string {
  return addDays(dayKey, 1 - isoWeekday(dayKey));
}

/** The Sunday of the ISO week of a day. */
export function endOfWeek(dayKey: string): string {
  return addDays(startOfWeek(dayKey), 6);
}

/** The ISO week of a day: week 1 holds the year's first Thursday, so 31.12. can be week 1 of the next year. */
export function isoWeekOfDayKey(dayKey: string): { year: number; week: number } {
  const date = plainDateOf(dayKey);
  return { year: date.yearOfWeek ?? date.year, week: date.weekOfYear ?? 1 };
}

/** The first day of the month of a day. */
export function startOfMonth(dayKey: string): string {
  return plainDateOf(dayKey).with({ day: 1 }).toString();
}

/** The last day of the month of a day (29.02. in a leap year). */
export function endOfMonth(dayKey: string): string {
  const date = plainDateOf(dayKey);
  return date.with({ day: date.daysInMonth }).toString();
}

/** A calendar date as a day key. */
export function dayKeyOf(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** A day key as a calendar date. */
export function calendarDateOf(dayKey: string): CalendarDate {
  const { year, month, day } = plainDateOf(dayKey);
  return { year, month, day };
}

// --- durations -------------------------------------------------------------------------------------

/** Real hours between two instants: a night shift across the autumn change lasts an hour longer. */
export function hoursBetween(startsAt: InstantInput, endsAt: InstantInput): number {
  return (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 3_600_000;
}

/** How many hours a Helsinki day has: 23 on the spring change, 25 on the autumn change, else 24. */
export function hoursInDay(dayKey: string): number {
  return hoursBetween(helsinkiDayStart(dayKey), helsinkiDayEnd(dayKey));
}

// --- text: DD.MM.YYYY and HH:mm, as the spec fixes them whatever the UI language -------------------

/** A day key as DD.MM.YYYY (a calendar day: no time zone involved). */
export function formatDayKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-');
  return `${day}.${month}.${year}`;
}

/** DD.MM.YYYY of an instant in Europe/Helsinki. */
export function formatDate(instant: InstantInput): string {
  return formatDayKey(helsinkiDayKey(instant));
}

/** HH:mm (24 h) of an instant in Europe/Helsinki. */
export function formatTime(instant: InstantInput): string {
  return helsinkiWallTime(instant);
}

/** DD.MM.YYYY HH:mm of an instant in Europe/Helsinki. */
export function formatDateTime(instant: InstantInput): string {
  return `${formatDate(instant)} ${helsinkiWallTime(instant)}`;
}

/**
 * A date typed D.M.YYYY or DD.MM.YYYY (surrounding spaces allowed) as a day key, or null when it is not
 * a real date (31.02.2026, 29.02.2027).
 */
export function parseTypedDate(typed: string): string | null {
  const match = typedDatePattern.exec(typed.trim());
  if (!match) {
    return null;
  }
  const dayKey = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isDayKey(dayKey) ? dayKey : null;
}
