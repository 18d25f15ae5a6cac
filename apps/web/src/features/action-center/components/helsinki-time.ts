import { formatDate, formatTime, helsinkiDayKey } from '@portal/domain/shared/dates';

/** An instant as a `datetime-local` input value in Helsinki time (YYYY-MM-DDTHH:mm), whatever the browser's zone. */
export function toHelsinkiInput(instant: string | Date): string {
  return `${helsinkiDayKey(instant)}T${formatTime(instant)}`;
}

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const hourMs = 3_600_000;

/**
 * The instant a Helsinki wall-clock time names, or null for text that is not a time or a time the spring
 * DST change skips. Helsinki is UTC+2 or UTC+3; the offset that gives the same wall-clock time back is
 * the right one (in the repeated autumn hour, the first of the two).
 */
export function fromHelsinkiInput(value: string): string | null {
  const match = inputPattern.exec(value);
  if (!match) {
    return null;
  }
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(asUtc - offsetHours * hourMs);
    if (toHelsinkiInput(candidate) === value) {
      return candidate.toISOString();
    }
  }
  return null;
}

/** "21.11.2026 08:00–16:00", or with both dates when the shift ends on another day (Helsinki). */
export function shiftTimeRange(startsAt: string, endsAt: string): string {
  const sameDay = helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt);
  return sameDay
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatTime(endsAt)}`
    : `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatDate(endsAt)} ${formatTime(endsAt)}`;
}
