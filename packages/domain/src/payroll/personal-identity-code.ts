import { z } from 'zod';
import { isDayKey } from '../shared/helsinki-time';

/**
 * The Finnish personal identity code (henkilötunnus, issue 14 §3): DDMMYY, a century sign, an individual
 * number and a check character, e.g. 131052-308T.
 * - Century signs (the 2023 reform added the letters): '+' 1800s; '-', 'Y', 'X', 'W', 'V', 'U' 1900s;
 *   'A', 'B', 'C', 'D', 'E', 'F' 2000s.
 * - Individual number 002–899 (900–999 are temporary codes, not accepted here).
 * - Check character: the nine digits DDMMYYNNN as a number, mod 31, indexed into
 *   "0123456789ABCDEFHJKLMNPRSTUVWXY".
 * - The birth date must be a real day.
 * The code is personal data: store it encrypted, show it masked (`maskIdentityCode`), never log it.
 */

const pattern = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;
export const identityCodeCheckCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const centuryOfSign: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** The code in its standard form: trimmed, capitals. */
export function normalizeIdentityCode(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character of the nine digits DDMMYYNNN. */
export function identityCodeCheckCharacter(nineDigits: string): string {
  return identityCodeCheckCharacters[Number(nineDigits) % 31] ?? '';
}

export type ParsedIdentityCode = { code: string; birthDate: string; individualNumber: number };

/** The code's parts, or null when it is not a valid personal identity code. */
export function parseIdentityCode(value: string): ParsedIdentityCode | null {
  const code = normalizeIdentityCode(value);
  const match = pattern.exec(code);
  if (!match) {
    return null;
  }
  const [, day = '', month = '', year = '', sign = '', individual = '', check = ''] = match;
  const century = centuryOfSign[sign];
  const individualNumber = Number(individual);
  if (century === undefined || individualNumber < 2 || individualNumber > 899) {
    return null;
  }
  const birthDate = `${century + Number(year)}-${month}-${day}`;
  if (!isDayKey(birthDate) || identityCodeCheckCharacter(`${day}${month}${year}${individual}`) !== check) {
    return null;
  }
  return { code, birthDate, individualNumber };
}

export function isIdentityCode(value: string): boolean {
  return parseIdentityCode(value) !== null;
}

/** The birth date (YYYY-MM-DD) a valid code carries, or null. */
export function birthDateOfIdentityCode(value: string): string | null {
  return parseIdentityCode(value)?.birthDate ?? null;
}

/** The code as screens show it: the birth date part and the century sign, the rest hidden ("010190-****"). */
export function maskIdentityCode(value: string): string {
  const code = normalizeIdentityCode(value);
  return `${code.slice(0, 7)}****`;
}

/** An input field's schema: a valid code in its standard form, else the error code the web app translates. */
export const identityCodeSchema = z
  .string()
  .transform(normalizeIdentityCode)
  .refine(isIdentityCode, { message: 'PERSONAL_IDENTITY_CODE_INVALID' });
