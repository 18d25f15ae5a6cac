const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A calendar date (no time zone); month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number };

function wallClockOf(instant: Date): CalendarDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    helsinkiParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Helsinki is ahead of UTC at `instant` (120 in winter, 180 in summer), from the time zone data. */
export function helsinkiOffsetMinutes(instant: Date): number {
  const wall = wallClockOf(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The Helsinki calendar date of an instant. */
export function helsinkiDateOf(instant: Date): CalendarDate {
  const { year, month, day } = wallClockOf(instant);
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** YYYY-MM-DD. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The UTC instant of a Helsinki wall-clock time, DST included (the offset is re-checked at the result). */
export function helsinkiInstant(date: CalendarDate, hour: number, minute = 0): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = new Date(wallAsUtc - helsinkiOffsetMinutes(new Date(wallAsUtc)) * 60_000);
  instant = new Date(wallAsUtc - helsinkiOffsetMinutes(instant) * 60_000);
  return instant;
}
