import { describe, expect, it } from 'vitest';
import { finnishCareRoles, germanCareRoles } from '../care-roles/care-roles';
import {
  checkInForce,
  type LicenceCheckFact,
  licenceProblem,
  licenceStanding,
  roleNeedsLicence,
} from './licence-rules';

const on = '2026-12-10';

function check(overrides: Partial<LicenceCheckFact> = {}): LicenceCheckFact {
  return {
    kind: 'professional_licence',
    result: 'confirmed',
    scope: ['sairaanhoitaja'],
    validFrom: '2020-06-01',
    validUntil: null,
    checkedAt: '2026-11-01T10:00:00Z',
    superseded: false,
    ...overrides,
  };
}

const permit = (overrides: Partial<LicenceCheckFact> = {}) =>
  check({ kind: 'work_permit', scope: [], ...overrides });

describe('roleNeedsLicence', () => {
  const needing = new Set([
    'sairaanhoitaja',
    'lähihoitaja',
    'ensihoitaja',
    'lääkäri',
    'röntgenhoitaja',
    'Pflegefachkraft',
    'Arzt',
    'Physiotherapeut',
    'Psychologe',
  ]);

  it.each([...finnishCareRoles, ...germanCareRoles])('%s', (role) => {
    expect(roleNeedsLicence(role)).toBe(needing.has(role));
  });

  it('compares without case, and a shift without a role needs none', () => {
    expect(roleNeedsLicence('SAIRAANHOITAJA')).toBe(true);
    expect(roleNeedsLicence('pflegefachkraft')).toBe(true);
    expect(roleNeedsLicence(null)).toBe(false);
    expect(roleNeedsLicence('')).toBe(false);
    expect(roleNeedsLicence('sosionomi')).toBe(false);
  });
});

describe('checkInForce', () => {
  it('is the newest check of the kind that is not superseded', () => {
    const older = check({ checkedAt: '2026-01-01T00:00:00Z' });
    const newer = check({ checkedAt: '2026-06-01T00:00:00Z', validUntil: '2027-01-01' });
    const newestSuperseded = check({ checkedAt: '2026-09-01T00:00:00Z', superseded: true });
    const aPermit = permit({ checkedAt: '2026-10-01T00:00:00Z' });
    expect(checkInForce([older, newestSuperseded, newer, aPermit], 'professional_licence')).toBe(newer);
    expect(checkInForce([older, aPermit], 'work_permit')).toBe(aPermit);
    expect(checkInForce([aPermit], 'professional_licence')).toBeNull();
  });
});

describe('licenceProblem', () => {
  it.each([
    { name: 'no check at all', checks: [], expected: 'LICENCE_NOT_VERIFIED' },
    {
      name: 'only a superseded check',
      checks: [check({ superseded: true })],
      expected: 'LICENCE_NOT_VERIFIED',
    },
    {
      name: 'not found in the register',
      checks: [check({ result: 'not_found' })],
      expected: 'LICENCE_NOT_VERIFIED',
    },
    {
      name: 'a right that starts after the day',
      checks: [check({ validFrom: '2026-12-11' })],
      expected: 'LICENCE_NOT_VERIFIED',
    },
    {
      name: 'a right that ended the day before',
      checks: [check({ validUntil: '2026-12-09' })],
      expected: 'LICENCE_EXPIRED',
    },
    { name: 'a right that ends on the day', checks: [check({ validUntil: '2026-12-10' })], expected: null },
    {
      name: 'the restriction flag',
      checks: [check({ result: 'restricted' })],
      expected: 'LICENCE_RESTRICTED',
    },
    {
      name: 'a scope of another profession',
      checks: [check({ scope: ['lääkäri'] })],
      expected: 'LICENCE_SCOPE_MISMATCH',
    },
    { name: 'a confirmed right without end', checks: [check()], expected: null },
  ] as const)('a sairaanhoitaja shift with $name: $expected', ({ checks, expected }) => {
    expect(licenceProblem({ role: 'sairaanhoitaja', checks, on })).toBe(expected);
  });

  it('lets a sairaanhoitaja licence cover lähihoitaja work (canWorkAs), not the other way round', () => {
    expect(licenceProblem({ role: 'lähihoitaja', checks: [check()], on })).toBeNull();
    expect(licenceProblem({ role: 'sairaanhoitaja', checks: [check({ scope: ['lähihoitaja'] })], on })).toBe(
      'LICENCE_SCOPE_MISMATCH',
    );
  });

  it('reads the check in force, not an older valid one', () => {
    const expired = check({ checkedAt: '2026-11-20T00:00:00Z', validUntil: '2026-12-01' });
    expect(licenceProblem({ role: 'sairaanhoitaja', checks: [check(), expired], on })).toBe(
      'LICENCE_EXPIRED',
    );
  });

  it('asks nothing for roles outside the regulated professions', () => {
    for (const role of ['hoiva-avustaja', 'henkilökohtainen avustaja', 'kokki', 'Pflegekraft', null]) {
      expect(licenceProblem({ role, checks: [], on })).toBeNull();
    }
  });

  it('needs the German permit for a Pflegefachkraft shift', () => {
    expect(licenceProblem({ role: 'Pflegefachkraft', checks: [], on })).toBe('LICENCE_NOT_VERIFIED');
    expect(
      licenceProblem({ role: 'Pflegefachkraft', checks: [check({ scope: ['Pflegefachkraft'] })], on }),
    ).toBeNull();
  });

  it('blocks every role when a recorded work permit has ended, and not before', () => {
    const ended = permit({ validUntil: '2026-12-09' });
    expect(licenceProblem({ role: 'hoiva-avustaja', checks: [ended], on })).toBe('WORK_PERMIT_EXPIRED');
    expect(licenceProblem({ role: null, checks: [ended], on })).toBe('WORK_PERMIT_EXPIRED');
    expect(licenceProblem({ role: 'sairaanhoitaja', checks: [check(), ended], on })).toBe(
      'WORK_PERMIT_EXPIRED',
    );
    expect(licenceProblem({ role: 'hoiva-avustaja', checks: [permit({ validUntil: on })], on })).toBeNull();
    expect(licenceProblem({ role: 'hoiva-avustaja', checks: [permit({ validUntil: null })], on })).toBeNull();
  });
});

describe('licenceStanding', () => {
  it.each([
    { name: 'nothing recorded', value: null, expected: { state: 'not_verified' } },
    { name: 'not found', value: check({ result: 'not_found' }), expected: { state: 'not_verified' } },
    { name: 'restricted', value: check({ result: 'restricted' }), expected: { state: 'restricted' } },
    {
      name: 'ended',
      value: check({ validUntil: '2026-12-01' }),
      expected: { state: 'expired', validUntil: '2026-12-01' },
    },
    {
      name: 'ending in 30 days',
      value: check({ validUntil: '2027-01-09' }),
      expected: { state: 'expiring', validUntil: '2027-01-09', daysLeft: 30 },
    },
    {
      name: 'ending in 31 days',
      value: check({ validUntil: '2027-01-10' }),
      expected: { state: 'valid', validUntil: '2027-01-10' },
    },
    { name: 'no end', value: check(), expected: { state: 'valid', validUntil: null } },
  ])('$name', ({ value, expected }) => {
    expect(licenceStanding(value, on)).toEqual(expected);
  });
});
