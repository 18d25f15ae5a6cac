import { describe, expect, it } from 'vitest';
import { recordLicenceCheckInputSchema } from './licence-checks.inputs';

const valid = {
  kind: 'professional_licence',
  register: 'terhikki',
  registrationNumber: '10012345678',
  result: 'confirmed',
  registerShowed: 'Laillistettu sairaanhoitaja, syntymävuosi 1990',
  scope: ['sairaanhoitaja'],
  validFrom: '2015-06-01',
  validUntil: null,
} as const;

const issuesOf = (input: object) => {
  const parsed = recordLicenceCheckInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('recordLicenceCheckInputSchema', () => {
  it('accepts a confirmed Terhikki check, and empty texts become null', () => {
    const parsed = recordLicenceCheckInputSchema.parse({ ...valid, registerShowed: '  ' });
    expect(parsed.registerShowed).toBeNull();
  });

  it('needs a scope for a licence that was found, not for one that was not', () => {
    expect(issuesOf({ ...valid, scope: [] })).toEqual(['LICENCE_SCOPE_REQUIRED']);
    expect(issuesOf({ ...valid, scope: [], result: 'not_found' })).toEqual([]);
    expect(issuesOf({ ...valid, kind: 'work_permit', register: 'residence-permit', scope: [] })).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(issuesOf({ ...valid, validUntil: '2015-05-31' })).toEqual(['LICENCE_VALIDITY_ORDER']);
  });

  it('checks the 11 digits of a Terhikki or Suosikki registration number only', () => {
    expect(issuesOf({ ...valid, registrationNumber: '12345' })).toEqual([
      'LICENCE_REGISTRATION_NUMBER_INVALID',
    ]);
    expect(issuesOf({ ...valid, register: 'suosikki', registrationNumber: 'ABC' })).toEqual([
      'LICENCE_REGISTRATION_NUMBER_INVALID',
    ]);
    expect(issuesOf({ ...valid, register: 'de-erlaubnis', registrationNumber: 'B-2020/123' })).toEqual([]);
  });
});
