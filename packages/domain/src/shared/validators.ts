/** The spec's helper checks (section 5). Pure predicates and parsers shared by server and web. */
import { formatDayKey, parseTypedDate } from './helsinki-time';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const phonePattern = /^\+?\d+$/;
const birthdayPattern = /^\d{2}\.\d{2}\.\d{4}$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isHttpUrl(value: string): boolean {
  return urlPattern.test(value.trim());
}

export function isNonEmpty(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Digits only, with an optional leading +. Spaces are not accepted: the SMS gateway needs the raw number. */
export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

/** A full name has more than one word. */
export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter(Boolean).length > 1;
}

/** Parses a birthday typed DD.MM.YYYY into the stored YYYY-MM-DD, or null when it is not a real date. */
export function parseBirthday(value: string): string | null {
  return birthdayPattern.test(value.trim()) ? parseTypedDate(value) : null;
}

/** Formats a stored YYYY-MM-DD birthday as DD.MM.YYYY. */
export function formatBirthday(stored: string): string {
  return formatDayKey(stored);
}
