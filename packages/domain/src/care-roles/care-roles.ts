import type { Locale } from '../shared/constants';
import { finnishCareRoles } from '../users/user';

export { finnishCareRoles };

/** German care roles (spec section 6); each can only work as itself. */
export const germanCareRoles = [
  'Pflegefachkraft',
  'Pflegekraft',
  'Pflegehilfskraft (Stationär)',
  'Pflegehilfskraft (Häuslich)',
  'Arzt',
  'Physiotherapeut',
  'Psychologe',
] as const;

export const careRoles = [...finnishCareRoles, ...germanCareRoles] as const;
export type CareRole = (typeof careRoles)[number];

/** Role (spec section 3): label, the roles it can work as, and whether only OIWA applicants have it. */
export type CareRoleDefinition = { label: CareRole; canWorkAs: readonly CareRole[]; oiwaOnly: boolean };

function definition(
  label: CareRole,
  canWorkAs: readonly CareRole[] = [label],
  oiwaOnly = false,
): CareRoleDefinition {
  return { label, canWorkAs, oiwaOnly };
}

/** Spec section 6: a sairaanhoitaja can also work as lähihoitaja and hoiva-avustaja; kokki is OIWA-only. */
export const finnishCareRoleDefinitions: readonly CareRoleDefinition[] = [
  definition('sairaanhoitaja', ['lähihoitaja', 'sairaanhoitaja', 'hoiva-avustaja']),
  definition('lähihoitaja'),
  definition('hoiva-avustaja'),
  definition('henkilökohtainen avustaja'),
  definition('ensihoitaja'),
  definition('lääkäri'),
  definition('röntgenhoitaja'),
  definition('kokki', ['kokki'], true),
];

export const germanCareRoleDefinitions: readonly CareRoleDefinition[] = germanCareRoles.map((role) =>
  definition(role),
);

export type CareRoleCountry = 'FI' | 'DE';

/**
 * Which list applies (spec: "the locale decides which role list is used"): the account's country when it
 * is known, else the locale (German for de, Finnish otherwise).
 */
export function careRoleCountryFor(input: {
  country?: CareRoleCountry | null;
  locale?: Locale | null;
}): CareRoleCountry {
  if (input.country) {
    return input.country;
  }
  return input.locale === 'de' ? 'DE' : 'FI';
}

export function careRoleDefinitionsFor(country: CareRoleCountry): readonly CareRoleDefinition[] {
  return country === 'DE' ? germanCareRoleDefinitions : finnishCareRoleDefinitions;
}

const allDefinitions = [...finnishCareRoleDefinitions, ...germanCareRoleDefinitions];

/** Role names are sometimes stored lower-cased (spec section 6): compare without case. */
function sameRole(first: string, second: string): boolean {
  return first.toLocaleLowerCase('fi') === second.toLocaleLowerCase('fi');
}

export function isCareRole(value: string): value is CareRole {
  return allDefinitions.some((role) => sameRole(role.label, value));
}

/** Whether a worker of `profession` can take a shift asking for `role`. Unknown professions only match themselves. */
export function canWorkAs(profession: string | null | undefined, role: string | null | undefined): boolean {
  if (!role) {
    return true;
  }
  if (!profession) {
    return false;
  }
  const known = allDefinitions.find((candidate) => sameRole(candidate.label, profession));
  const allowed = known ? known.canWorkAs : [profession];
  return allowed.some((candidate) => sameRole(candidate, role));
}
