import { formatDate, formatTime, helsinkiDayKey, helsinkiInstantOrNull } from '@portal/domain/shared';

/** An instant as the date-and-time field's value in Helsinki time (YYYY-MM-DDTHH:mm), whatever the browser's zone. */
export function toHelsinkiInput(instant: string | Date): string {
  return `${helsinkiDayKey(instant)}T${formatTime(instant)}`;
}

/**
 * The instant a Helsinki wall-clock time names, or null for text that is not a time or a time the spring
 * DST change skips (in the repeated autumn hour, the first of the two).
 */
export function fromHelsinkiInput(value: string): string | null {
  const [dayKey = '', time = ''] = value.split('T');
  return helsinkiInstantOrNull(dayKey, time)?.toISOString() ?? null;
}

/** "21.11.2026 08:00–16:00", or with both dates when the shift ends on another day (Helsinki). */
export function shiftTimeRange(startsAt: string, endsAt: string): string {
  const sameDay = helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt);
  return sameDay
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatTime(endsAt)}`
    : `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatDate(endsAt)} ${formatTime(endsAt)}`;
}
