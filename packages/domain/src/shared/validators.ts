/** The spec's helper checks (section 5). Pure predicates and parsers shared by server and web. */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const phonePattern = /^\+?\d+$/;
const birthdayPattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

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
  const match = birthdayPattern.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDate =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isRealDate ? `${year}-${month}-${day}` : null;
}

/** Formats a stored YYYY-MM-DD birthday as DD.MM.YYYY. */
export function formatBirthday(stored: string): string {
  const [year, month, day] = stored.split('-');
  return `${day}.${month}.${year}`;
}
