import { describe, expect, it } from 'vitest';
import { applicationListQuerySchema, applicationUpdateInputSchema } from './applications.inputs';
import { seekingOverlaps, seekingTermOf } from './applications.rules';

describe('the seeking filters', () => {
  const period = (from: string | null, to: string | null) => ({ from, to });
  it('keeps an applicant whose period overlaps the asked one, an open end running on', () => {
    const june = period('2027-06-01', '2027-06-30');
    expect(seekingOverlaps({ start: '2027-05-20', end: '2027-06-01' }, june)).toBe(true);
    expect(seekingOverlaps({ start: '2027-06-30', end: null }, june)).toBe(true);
    expect(seekingOverlaps({ start: '2027-01-01', end: null }, june)).toBe(true);
    expect(seekingOverlaps({ start: '2027-07-01', end: null }, june)).toBe(false);
    expect(seekingOverlaps({ start: '2027-05-01', end: '2027-05-31' }, june)).toBe(false);
    expect(seekingOverlaps({ start: null, end: null }, june)).toBe(false);
    expect(seekingOverlaps({ start: '2027-07-01', end: null }, period('2027-06-01', null))).toBe(true);
  });
  it('calls 20 days or an open end long-term (spec §9), fewer short-term', () => {
    expect(seekingTermOf('2027-06-01', '2027-06-20')).toBe('long-term');
    expect(seekingTermOf('2027-06-01', '2027-06-19')).toBe('short-term');
    expect(seekingTermOf('2027-06-01', null)).toBe('long-term');
    expect(seekingTermOf(null, null)).toBeNull();
  });
});

describe('the list query', () => {
  it('reads steps from a comma list or an array and refuses an unknown step', () => {
    expect(applicationListQuerySchema.parse({ step: 'applied,no_answer' }).step).toEqual([
      'applied',
      'no_answer',
    ]);
    expect(applicationListQuerySchema.parse({ step: ['confirmed'] }).step).toEqual(['confirmed']);
    expect(applicationListQuerySchema.safeParse({ step: 'applied,hired' }).success).toBe(false);
  });
  it('refuses a one-letter search', () => {
    const result = applicationListQuerySchema.safeParse({ search: 'a' });
    expect(result.error?.issues[0]?.message).toBe('SEARCH_TOO_SHORT');
  });
});

describe('the edit', () => {
  const valid = {
    firstName: 'Aino',
    lastName: 'Aaltonen',
    email: ' Aino@Example.com ',
    mobile: '040 123 4567',
    birthday: '1.2.1990',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    profession: 'lähihoitaja',
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2027-06-01',
    applicationEnd: null,
    gender: null,
    permits: [],
    languages: ['suomi', 'suomi'],
    drivingLicence: true,
    hasCar: null,
    degree: '',
    studyType: null,
    credits: null,
    assignedTo: null,
  };
  it('stores the e-mail lower-case, the phone in E.164 and the birthday as YYYY-MM-DD', () => {
    const values = applicationUpdateInputSchema.parse(valid);
    expect(values.email).toBe('aino@example.com');
    expect(values.mobile).toBe('+358401234567');
    expect(values.birthday).toBe('1990-02-01');
    expect(values.languages).toEqual(['suomi']);
    expect(values.degree).toBeNull();
  });
  it('refuses an end before the start', () => {
    const result = applicationUpdateInputSchema.safeParse({ ...valid, applicationEnd: '2027-05-01' });
    expect(result.error?.issues[0]?.message).toBe('END_BEFORE_START');
  });
});
