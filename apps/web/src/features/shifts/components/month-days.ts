import { helsinkiDayKey } from '@portal/domain/shared';
import type { CalendarShift } from '@portal/domain/shifts';

/** Shifts drawn in one day cell of the month view; the rest are behind the day's "+N more" link. */
export const monthDayMaxShifts = 4;

/** A month-view day that has more shifts than it draws. */
export type MonthDayOverflow = {
  /** The Helsinki day (YYYY-MM-DD). */
  day: string;
  /** Every shift starting that day, in start order: the "+N more" dialog lists them all. */
  shifts: CalendarShift[];
  /** How many of them the cell does not draw. */
  hidden: number;
};

export type MonthDays = {
  /** The shifts the month grid draws: at most `monthDayMaxShifts` starting on each Helsinki day. */
  drawn: CalendarShift[];
  overflows: MonthDayOverflow[];
};

/**
 * What a month view draws: per Helsinki start day the first `max` shifts, and for a fuller day the count of
 * the others. FullCalendar's own `dayMaxEvents` would give the same picture, but it builds, lays out and
 * measures every event first: with 1,500 shifts that is most of the month's drawing time, for boxes
 * nobody sees. `shifts` come from the calendar API in start order.
 */
export function splitMonthDays(shifts: readonly CalendarShift[], max = monthDayMaxShifts): MonthDays {
  const byDay = new Map<string, CalendarShift[]>();
  // Helsinki's offset is whole hours and changes on the hour, so every instant of one UTC hour falls on the
  // same Helsinki day: one Intl call per hour (~700 a month) instead of one per shift.
  const dayOfHour = new Map<string, string>();
  for (const shift of shifts) {
    const hour = shift.startsAt.slice(0, 13);
    let day = dayOfHour.get(hour);
    if (day === undefined) {
      day = helsinkiDayKey(shift.startsAt);
      dayOfHour.set(hour, day);
    }
    const list = byDay.get(day);
    if (list) {
      list.push(shift);
    } else {
      byDay.set(day, [shift]);
    }
  }
  const drawn: CalendarShift[] = [];
  const overflows: MonthDayOverflow[] = [];
  for (const [day, dayShifts] of byDay) {
    drawn.push(...dayShifts.slice(0, max));
    if (dayShifts.length > max) {
      overflows.push({ day, shifts: dayShifts, hidden: dayShifts.length - max });
    }
  }
  return { drawn, overflows };
}
