import type { LocationPrecision } from '../geocoding/geocoding';
import { isEmail } from '../shared/validators';
import { areaEmailListMax, areaSearchMinLength } from './areas';

export type EmailListAddition =
  | { ok: true; emails: string[] }
  | { ok: false; reason: 'empty' | 'invalid' | 'duplicate' | 'full' };

/**
 * Adds a typed address to an e-mail list (spec: "e-mails in lists are entered and confirmed with Enter"):
 * trimmed, checked with the e-mail helper, refused when already there (any letter case) or the list is full.
 */
export function addEmailToList(
  emails: readonly string[],
  typed: string,
  max: number = areaEmailListMax,
): EmailListAddition {
  const email = typed.trim();
  if (email === '') {
    return { ok: false, reason: 'empty' };
  }
  if (!isEmail(email)) {
    return { ok: false, reason: 'invalid' };
  }
  if (emails.some((existing) => existing.toLowerCase() === email.toLowerCase())) {
    return { ok: false, reason: 'duplicate' };
  }
  if (emails.length >= max) {
    return { ok: false, reason: 'full' };
  }
  return { ok: true, emails: [...emails, email] };
}

/** Trimmed, without blanks and without repeats (the first spelling wins). */
export function normalizeEmailList(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email !== '' && !seen.has(key)) {
      seen.add(key);
      result.push(email);
    }
  }
  return result;
}

/** "Same as contact e-mails": when on, the confirmation list is the contact list. */
export function confirmationEmailsOf(area: {
  contactEmails: readonly string[];
  confirmationEmails: readonly string[];
  confirmationSameAsContact: boolean;
}): string[] {
  return normalizeEmailList(area.confirmationSameAsContact ? area.contactEmails : area.confirmationEmails);
}

/** Whether a search text is long enough to send (shorter text lists every area instead). */
export function isAreaSearchLongEnough(search: string): boolean {
  return search.trim().length >= areaSearchMinLength;
}

/** An area with booked shifts still to come cannot be deleted: their workers would lose the place. */
export function canDeleteArea(upcomingBookedShifts: number): boolean {
  return upcomingBookedShifts === 0;
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export function likePatternOf(search: string, mode: 'prefix' | 'contains' | 'later-word'): string {
  const escaped = search.trim().replace(/[\\%_]/g, (character) => `\\${character}`);
  switch (mode) {
    case 'prefix':
      return `${escaped}%`;
    case 'contains':
      return `%${escaped}%`;
    // A word after the first: almost every area name starts with a type word ("Palvelukoti Koivula").
    case 'later-word':
      return `% ${escaped}%`;
  }
}

/**
 * The precision stored with an area's coordinates: none without coordinates; what the geocoder said when
 * the form fetched them; `manual` when they were typed in.
 */
export function locationPrecisionOf(
  latitude: number | null,
  precision: LocationPrecision | null,
): LocationPrecision | null {
  if (latitude === null) {
    return null;
  }
  return precision ?? 'manual';
}
