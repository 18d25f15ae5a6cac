import { helsinkiWallTime } from '@portal/domain/shared';

/** Where the week and day views start when the range has no shift: the morning, not midnight. */
export const defaultScrollTime = '06:00:00';

type Timed = { startsAt: string };

/**
 * The hour the week and day views open scrolled to: the earliest start (Helsinki time of day) of the shifts
 * drawn in the visible range, so the first shift is at the top, or 06:00 when the range has none. A shift
 * that began before the range (last night's shift) is drawn from the range's midnight, so it counts as
 * 00:00.
 */
export function calendarScrollTime(shifts: readonly Timed[], rangeStart: string | null): string {
  let earliest: string | null = null;
  for (const shift of shifts) {
    const time =
      rangeStart !== null && shift.startsAt < rangeStart ? '00:00' : helsinkiWallTime(shift.startsAt);
    if (earliest === null || time < earliest) {
      earliest = time;
    }
  }
  return earliest === null ? defaultScrollTime : `${earliest.slice(0, 2)}:00:00`;
}
