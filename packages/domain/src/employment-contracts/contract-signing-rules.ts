/** Limits of the signing flow (decision 0047). */
export const signingCodeLength = 6;
export const signingCodeValidMinutes = 10;
/** A worker may ask this many codes per contract in an hour (then 429). */
export const signingCodesPerHour = 5;
/** Wrong tries per code; after the last one the code is dead and a new one must be asked. */
export const signingCodeMaxAttempts = 5;
/** A confirmed code lets the worker sign for this long. */
export const signingVerifiedMinutes = 15;
/** The reminder goes once, this many days before the deadline. */
export const signingReminderDaysBefore = 2;

/**
 * A name as compared for the signature: case, spacing and accents do not matter (`Ääliö  Öljy` equals
 * `aalio oljy`), so the worker is not refused for typing without diacritics or with a double space.
 */
export function normalizeSignerName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\s\-‐]+/g, ' ')
    .trim();
}

export function signerNameMatches(typed: string, expected: string): boolean {
  const normalized = normalizeSignerName(typed);
  return normalized.length > 0 && normalized === normalizeSignerName(expected);
}

/** An e-mail address with most of its local part hidden: `m***a@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return '***';
  }
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 1)}***${local.slice(-1)}`;
  return `${local.length <= 2 ? `${shown}***` : shown}${email.slice(at)}`;
}

/** An E.164 mobile with its middle hidden: `+358401234567` → `+358 40 *** 67`. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  const country = digits.startsWith('+358') ? '+358' : digits.slice(0, 3);
  const rest = digits.slice(country.length);
  return `${country} ${rest.slice(0, 2)} *** ${rest.slice(-2)}`;
}
