import { formatDayKey, helsinkiDayKey, parseTypedDate, yearsBefore } from './helsinki-time';

// Birthdays are calendar days: apart from validators.ts, whose plain text checks the sign-in and profile
// forms use, so those do not pull the time kernel (and its Temporal polyfill) onto the web app's login page.

/** Parses a birthday typed D.M.YYYY or DD.MM.YYYY into the stored YYYY-MM-DD, or null when it is not a real date. */
export function parseBirthday(value: string): string | null {
  return parseTypedDate(value);
}

/** The oldest a birthday may make a person: older dates are typing errors (1.1.1090). */
export const birthdayMaxYears = 100;

/** A stored YYYY-MM-DD birthday is not after today and not more than 100 years back (Helsinki days). */
export function isPlausibleBirthday(dayKey: string, today: string = helsinkiDayKey(new Date())): boolean {
  return dayKey <= today && dayKey >= yearsBefore(today, birthdayMaxYears);
}

/** Formats a stored YYYY-MM-DD birthday as DD.MM.YYYY. */
export function formatBirthday(stored: string): string {
  return formatDayKey(stored);
}
