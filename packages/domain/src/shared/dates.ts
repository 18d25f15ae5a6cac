import { timeZone } from './constants';

const dateFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** DD.MM.YYYY in Europe/Helsinki, whatever the user's locale: the spec fixes this format. */
export function formatDate(instant: Date | string): string {
  const parts = partsOf(dateFormat, new Date(instant));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** HH:mm (24 h) in Europe/Helsinki. */
export function formatTime(instant: Date | string): string {
  const parts = partsOf(timeFormat, new Date(instant));
  return `${parts.hour}:${parts.minute}`;
}

/** DD.MM.YYYY HH:mm in Europe/Helsinki. */
export function formatDateTime(instant: Date | string): string {
  return `${formatDate(instant)} ${formatTime(instant)}`;
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Helsinki calendar day of an instant as YYYY-MM-DD (sortable; used to compare days). */
export function helsinkiDayKey(instant: Date | string): string {
  const parts = partsOf(dayKeyFormat, new Date(instant));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dayKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDateOfDayKey(dayKey: string): Date {
  const match = dayKeyPattern.exec(dayKey);
  if (!match) {
    throw new Error(`Not a YYYY-MM-DD day: ${dayKey}`);
  }
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (31.02. is not). */
export function isDayKey(value: string): boolean {
  return dayKeyPattern.test(value) && utcDateOfDayKey(value).toISOString().startsWith(value);
}

/** The day `days` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(dayKey: string, days: number): string {
  const date = utcDateOfDayKey(dayKey);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Minutes Helsinki is ahead of UTC at an instant (120 in winter, 180 in summer). */
function helsinkiOffsetMinutes(instant: Date): number {
  const parts = partsOf(offsetFormat, instant);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a Helsinki calendar day begins (00:00 local). The second pass takes the offset at the
 * local midnight itself; Finland changes the clock at 03:00/04:00, never at midnight, so it is exact.
 */
export function helsinkiDayStart(dayKey: string): Date {
  const utcMidnight = utcDateOfDayKey(dayKey).getTime();
  const guess = new Date(utcMidnight - helsinkiOffsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - helsinkiOffsetMinutes(guess) * 60_000);
}
