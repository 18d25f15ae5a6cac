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
