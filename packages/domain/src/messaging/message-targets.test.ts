import { describe, expect, it } from 'vitest';
import { hasAnyTarget, type MessageTargets, matchesTargets } from './message-targets';

const everyone: MessageTargets = { region: null, cities: [], roles: [] };
const nurseInEspoo = { region: 'Uusimaa', city: 'Espoo', profession: 'sairaanhoitaja' };

describe('message targets', () => {
  it('reaches everyone when nothing is named, but that is not a target a bulk SMS may use', () => {
    expect(matchesTargets(nurseInEspoo, everyone)).toBe(true);
    expect(matchesTargets({ region: null, city: null, profession: null }, everyone)).toBe(true);
    expect(hasAnyTarget(everyone)).toBe(false);
  });

  it('counts any one named part as a target', () => {
    expect(hasAnyTarget({ ...everyone, region: 'Uusimaa' })).toBe(true);
    expect(hasAnyTarget({ ...everyone, cities: ['Espoo'] })).toBe(true);
    expect(hasAnyTarget({ ...everyone, roles: ['lähihoitaja'] })).toBe(true);
  });

  it('matches region, cities and roles without case or spaces, all named parts together', () => {
    expect(
      matchesTargets(nurseInEspoo, {
        region: ' uusimaa ',
        cities: ['ESPOO', 'Vantaa'],
        roles: ['Sairaanhoitaja'],
      }),
    ).toBe(true);
    expect(matchesTargets(nurseInEspoo, { ...everyone, region: 'Pirkanmaa' })).toBe(false);
    expect(matchesTargets(nurseInEspoo, { ...everyone, cities: ['Vantaa'] })).toBe(false);
    expect(matchesTargets(nurseInEspoo, { region: 'Uusimaa', cities: [], roles: ['lähihoitaja'] })).toBe(
      false,
    );
  });

  it('does not reach a worker whose region, city or profession is unknown when that part is named', () => {
    const unknown = { region: null, city: null, profession: null };
    expect(matchesTargets(unknown, { ...everyone, region: 'Uusimaa' })).toBe(false);
    expect(matchesTargets(unknown, { ...everyone, cities: ['Espoo'] })).toBe(false);
    expect(matchesTargets(unknown, { ...everyone, roles: ['lähihoitaja'] })).toBe(false);
  });
});
