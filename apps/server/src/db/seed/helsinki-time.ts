import {
  addDays as addDayKeyDays,
  type CalendarDate,
  calendarDateOf,
  dayKeyOf,
  helsinkiInstant as helsinkiInstantOnDay,
} from '@portal/domain/shared';

export {
  type CalendarDate,
  helsinkiDateOf,
  helsinkiOffsetMinutes,
} from '@portal/domain/shared';

// The seed counts in calendar dates from today; the arithmetic itself is the domain's Helsinki time module.

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOf(addDayKeyDays(dayKeyOf(date), days));
}

/** YYYY-MM-DD. */
export function isoDate(date: CalendarDate): string {
  return dayKeyOf(date);
}

/** The UTC instant of a Helsinki wall-clock time, DST included. */
export function helsinkiInstant(date: CalendarDate, hour: number, minute = 0): Date {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return helsinkiInstantOnDay(dayKeyOf(date), time);
}
