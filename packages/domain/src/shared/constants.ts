/** Business constants and limits from spec section 9. */
export const toastTimeoutMs = 3000;
/**
 * How long a delete's toast offers "Undo" (decision 0030): longer than other toasts, so there is time to
 * reach the button. The delete itself is soft on the server; the toast only closes the quick way back.
 */
export const undoToastMs = 8000;
export const chunkLoadTimeoutMs = 120_000;
export const versionCheckIntervalMs = 60_000;
export const defaultPageSize = 10;
export const calendarShiftLimit = 1500;
export const upcomingShiftsLimit = 900;
export const areaSuggestionLimit = 6;
export const userSearchLimit = 6;
export const workerSearchLimit = 10;
export const invoicePageSize = 50;
export const ageFilterYears = 50;
export const defaultMinHoursWithBreak = 6;
export const timeZone = 'Europe/Helsinki';

export const locales = ['fi', 'en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fi';
/** Used when the browser language is not one of ours (spec: fallback en). */
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
