import { type CareRole, canWorkAs } from '../care-roles/care-roles';
import { daysBetween } from '../shared/helsinki-time';

/** What a check is of: the right to practise a profession, or the right to work in the country. */
export const licenceCheckKinds = ['professional_licence', 'work_permit'] as const;
export type LicenceCheckKind = (typeof licenceCheckKinds)[number];

/** What the register showed: a valid right, no such person or right, or a right with a restriction flag. */
export const licenceCheckResults = ['confirmed', 'not_found', 'restricted'] as const;
export type LicenceCheckResult = (typeof licenceCheckResults)[number];

/**
 * Where the checker looked (reference/domain-rules.md §2): Valvira's Terhikki (health care) and Suosikki
 * (social welfare); in Germany the Erlaubnisurkunde of the Land's authority (there is no public register);
 * a work permit from Migri's decision or the residence permit card. `other` names anything else.
 */
export const licenceRegisters = [
  'terhikki',
  'suosikki',
  'de-erlaubnis',
  'residence-permit',
  'other',
] as const;
export type LicenceRegister = (typeof licenceRegisters)[number];

export function isLicenceRegister(value: string): value is LicenceRegister {
  return (licenceRegisters as readonly string[]).includes(value);
}

/** Valvira's public search, opened in a new tab beside the form: it has no API (domain-rules.md §2). */
export const julkiTerhikkiUrl = 'https://julkiterhikki.valvira.fi/';

/** How many days ahead HR is reminded and the expiring list looks. */
export const licenceExpiryWindowDays = 30;

/**
 * The roles whose shifts need a verified professional licence (decision 0054). Finland: the licensed
 * (laillistettu) sairaanhoitaja, ensihoitaja, lääkäri and röntgenhoitaja, and the protected-title
 * lähihoitaja, all entered in Terhikki; hoiva-avustaja, henkilökohtainen avustaja and kokki are not
 * regulated professions. Germany: Pflegefachkraft (Erlaubnis under § 1 PflBG), Arzt (Approbation),
 * Physiotherapeut and Psychologe (state permits); Pflegekraft and the Pflegehilfskraft roles need none.
 */
export const rolesNeedingLicence = [
  'sairaanhoitaja',
  'lähihoitaja',
  'ensihoitaja',
  'lääkäri',
  'röntgenhoitaja',
  'Pflegefachkraft',
  'Arzt',
  'Physiotherapeut',
  'Psychologe',
] as const satisfies readonly CareRole[];

/** Role names are sometimes stored lower-cased (spec section 6): compared without case. */
export function roleNeedsLicence(role: string | null | undefined): boolean {
  if (!role) {
    return false;
  }
  const wanted = role.toLocaleLowerCase('fi');
  return rolesNeedingLicence.some((candidate) => candidate.toLocaleLowerCase('fi') === wanted);
}

/** What the rules read of a recorded check. */
export type LicenceCheckFact = {
  kind: LicenceCheckKind;
  result: LicenceCheckResult;
  scope: readonly string[];
  validFrom: string | null;
  validUntil: string | null;
  checkedAt: Date | string;
  superseded: boolean;
};

/** The check of a kind in force: the newest one not superseded; null when none was recorded. */
export function checkInForce<T extends LicenceCheckFact>(
  checks: readonly T[],
  kind: LicenceCheckKind,
): T | null {
  let newest: T | null = null;
  for (const check of checks) {
    if (check.kind !== kind || check.superseded) {
      continue;
    }
    if (!newest || new Date(check.checkedAt).getTime() > new Date(newest.checkedAt).getTime()) {
      newest = check;
    }
  }
  return newest;
}

export type LicenceProblem =
  | 'WORK_PERMIT_EXPIRED'
  | 'LICENCE_NOT_VERIFIED'
  | 'LICENCE_EXPIRED'
  | 'LICENCE_RESTRICTED'
  | 'LICENCE_SCOPE_MISMATCH';

/**
 * Why the worker may not work a shift of `role` on the day `on` (YYYY-MM-DD), or null. A recorded work
 * permit that has ended blocks every role; a role that needs a licence needs a confirmed one in force on
 * that day (a right not yet started counts as not verified), without the restriction flag, whose scope
 * covers the role the way a profession does (canWorkAs: a sairaanhoitaja licence covers a lähihoitaja shift).
 */
export function licenceProblem(input: {
  role: string | null | undefined;
  checks: readonly LicenceCheckFact[];
  on: string;
}): LicenceProblem | null {
  const { role, checks, on } = input;
  const permit = checkInForce(checks, 'work_permit');
  if (permit?.validUntil && permit.validUntil < on) {
    return 'WORK_PERMIT_EXPIRED';
  }
  if (!roleNeedsLicence(role)) {
    return null;
  }
  const licence = checkInForce(checks, 'professional_licence');
  if (!licence || licence.result === 'not_found' || (licence.validFrom && licence.validFrom > on)) {
    return 'LICENCE_NOT_VERIFIED';
  }
  if (licence.validUntil && licence.validUntil < on) {
    return 'LICENCE_EXPIRED';
  }
  if (licence.result === 'restricted') {
    return 'LICENCE_RESTRICTED';
  }
  return licence.scope.some((profession) => canWorkAs(profession, role)) ? null : 'LICENCE_SCOPE_MISMATCH';
}

export type LicenceStanding =
  | { state: 'not_verified' }
  | { state: 'restricted' }
  | { state: 'expired'; validUntil: string }
  | { state: 'expiring'; validUntil: string; daysLeft: number }
  | { state: 'valid'; validUntil: string | null };

/** The badge of a check in force on `today`: valid, expires in N days (within the window), or expired. */
export function licenceStanding(check: LicenceCheckFact | null, today: string): LicenceStanding {
  if (!check || check.result === 'not_found' || (check.validFrom && check.validFrom > today)) {
    return { state: 'not_verified' };
  }
  if (check.validUntil && check.validUntil < today) {
    return { state: 'expired', validUntil: check.validUntil };
  }
  if (check.result === 'restricted') {
    return { state: 'restricted' };
  }
  if (check.validUntil) {
    const daysLeft = daysBetween(today, check.validUntil);
    if (daysLeft <= licenceExpiryWindowDays) {
      return { state: 'expiring', validUntil: check.validUntil, daysLeft };
    }
  }
  return { state: 'valid', validUntil: check.validUntil };
}
