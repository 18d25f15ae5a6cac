import { locales } from '../shared/constants';
import {
  canWorkAs,
  careRoleCountryFor,
  careRoleDefinitionsFor,
  finnishCareRoles,
  germanCareRoles,
  isCareRole,
} from './care-roles';

describe('canWorkAs, Finnish roles', () => {
  // Spec section 6: a sairaanhoitaja can work as lähihoitaja, sairaanhoitaja and hoiva-avustaja; every
  // other role only as itself.
  const extra: Record<string, string[]> = {
    sairaanhoitaja: ['lähihoitaja', 'sairaanhoitaja', 'hoiva-avustaja'],
  };
  const cases = finnishCareRoles.flatMap((profession) =>
    finnishCareRoles.map((role) => ({ profession, role })),
  );

  it.each(cases)('$profession as $role', ({ profession, role }) => {
    const allowed = extra[profession] ?? [profession];
    expect(canWorkAs(profession, role)).toBe(allowed.includes(role));
  });

  it('lets a sairaanhoitaja take a lähihoitaja or hoiva-avustaja shift, not the other way round', () => {
    expect(canWorkAs('sairaanhoitaja', 'lähihoitaja')).toBe(true);
    expect(canWorkAs('sairaanhoitaja', 'hoiva-avustaja')).toBe(true);
    expect(canWorkAs('lähihoitaja', 'sairaanhoitaja')).toBe(false);
    expect(canWorkAs('hoiva-avustaja', 'lähihoitaja')).toBe(false);
    expect(canWorkAs('sairaanhoitaja', 'lääkäri')).toBe(false);
  });
});

describe('canWorkAs, German roles', () => {
  const cases = germanCareRoles.flatMap((profession) =>
    germanCareRoles.map((role) => ({ profession, role })),
  );

  it.each(cases)('$profession as $role', ({ profession, role }) => {
    expect(canWorkAs(profession, role)).toBe(profession === role);
  });

  it('keeps the two Pflegehilfskraft roles apart, and does not mix the lists', () => {
    expect(canWorkAs('Pflegehilfskraft (Stationär)', 'Pflegehilfskraft (Häuslich)')).toBe(false);
    expect(canWorkAs('Pflegefachkraft', 'sairaanhoitaja')).toBe(false);
    expect(canWorkAs('sairaanhoitaja', 'Pflegefachkraft')).toBe(false);
  });
});

describe('canWorkAs: names, case and missing values', () => {
  it('compares role names without case (they are sometimes stored lower-cased)', () => {
    expect(canWorkAs('Sairaanhoitaja', 'LÄHIHOITAJA')).toBe(true);
    expect(canWorkAs('SAIRAANHOITAJA', 'Hoiva-Avustaja')).toBe(true);
    expect(canWorkAs('pflegefachkraft', 'PFLEGEFACHKRAFT')).toBe(true);
    expect(canWorkAs('pflegehilfskraft (stationär)', 'Pflegehilfskraft (Stationär)')).toBe(true);
    expect(canWorkAs('Lähihoitaja', 'sairaanhoitaja')).toBe(false);
  });

  it('lets anyone take a shift without a role, and nobody without a profession take one with a role', () => {
    expect(canWorkAs('lähihoitaja', null)).toBe(true);
    expect(canWorkAs(null, null)).toBe(true);
    expect(canWorkAs(undefined, '')).toBe(true);
    expect(canWorkAs(null, 'lähihoitaja')).toBe(false);
    expect(canWorkAs('', 'lähihoitaja')).toBe(false);
  });

  it('matches an unknown profession only with itself', () => {
    expect(canWorkAs('Sosionomi', 'sosionomi')).toBe(true);
    expect(canWorkAs('Sosionomi', 'lähihoitaja')).toBe(false);
  });

  it('knows every role of both lists, in any case, and nothing else', () => {
    for (const role of [...finnishCareRoles, ...germanCareRoles]) {
      expect(isCareRole(role)).toBe(true);
      expect(isCareRole(role.toUpperCase())).toBe(true);
    }
    expect(isCareRole('sosionomi')).toBe(false);
  });
});

describe('role lists', () => {
  it('lists the spec roles of each country; kokki only for OIWA applicants', () => {
    expect(careRoleDefinitionsFor('FI').map((role) => role.label)).toEqual([...finnishCareRoles]);
    expect(careRoleDefinitionsFor('DE').map((role) => role.label)).toEqual([...germanCareRoles]);
    expect(
      careRoleDefinitionsFor('FI')
        .filter((role) => role.oiwaOnly)
        .map((role) => role.label),
    ).toEqual(['kokki']);
    expect(careRoleDefinitionsFor('DE').some((role) => role.oiwaOnly)).toBe(false);
  });
});

describe('careRoleCountryFor', () => {
  it.each(locales)('the account country wins over the locale %s', (locale) => {
    expect(careRoleCountryFor({ country: 'FI', locale })).toBe('FI');
    expect(careRoleCountryFor({ country: 'DE', locale })).toBe('DE');
  });

  it.each(locales)('without a country, locale %s decides: German for de, Finnish otherwise', (locale) => {
    expect(careRoleCountryFor({ locale })).toBe(locale === 'de' ? 'DE' : 'FI');
    expect(careRoleCountryFor({ country: null, locale })).toBe(locale === 'de' ? 'DE' : 'FI');
  });

  it('defaults to the Finnish list when nothing is known', () => {
    expect(careRoleCountryFor({})).toBe('FI');
    expect(careRoleCountryFor({ country: null, locale: null })).toBe('FI');
  });
});
