import { areaSearchMinLength, defaultAbsenceInfo } from './areas';
import {
  areaIssueCodes,
  createAreaInputSchema,
  listAreasQuerySchema,
  updateAreaInputSchema,
} from './areas.inputs';

function issuesOf(input: unknown) {
  const result = createAreaInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('area inputs', () => {
  it('needs only the facility name; empty texts become null', () => {
    expect(
      createAreaInputSchema.parse({ name: '  Palvelukoti Koivula ', contact: '', postcode: '' }),
    ).toMatchObject({
      name: 'Palvelukoti Koivula',
      contact: null,
      postcode: null,
      categories: [],
      contactEmails: [],
      confirmationSameAsContact: false,
      poolId: null,
      latitude: null,
    });
    expect(issuesOf({ name: '   ' }).map((issue) => issue.path)).toEqual(['name']);
  });

  it('checks every e-mail of both lists and removes repeats', () => {
    expect(issuesOf({ name: 'Koti', contactEmails: ['a@koti.fi', 'rikki'] })).toEqual([
      { path: 'contactEmails.1', message: areaIssueCodes.emailInvalid },
    ]);
    expect(issuesOf({ name: 'Koti', confirmationEmails: ['x@'] })[0]?.path).toBe('confirmationEmails.0');
    expect(
      createAreaInputSchema.parse({ name: 'Koti', contactEmails: ['a@koti.fi', 'A@koti.fi'] }).contactEmails,
    ).toEqual(['a@koti.fi']);
  });

  it.each(['0010', '001000', 'abcde', '00 100'])('refuses postcode %j (five digits)', (postcode) => {
    expect(issuesOf({ name: 'Koti', postcode }).map((issue) => issue.path)).toEqual(['postcode']);
  });

  it('accepts only the 19 regions', () => {
    expect(issuesOf({ name: 'Koti', region: 'Pirkanmaa' })).toEqual([]);
    expect(issuesOf({ name: 'Koti', region: 'Bayern' }).map((issue) => issue.path)).toEqual(['region']);
  });

  it('accepts only known categories, once each', () => {
    expect(
      createAreaInputSchema.parse({ name: 'K', categories: ['kotihoito', 'kotihoito'] }).categories,
    ).toEqual(['kotihoito']);
    expect(issuesOf({ name: 'K', categories: ['kampaamo'] })[0]?.path).toBe('categories.0');
  });

  it('needs both coordinates, inside the world', () => {
    expect(issuesOf({ name: 'K', latitude: 61.5 })).toEqual([
      { path: 'longitude', message: areaIssueCodes.coordinatesIncomplete },
    ]);
    expect(issuesOf({ name: 'K', latitude: 91, longitude: 24 }).map((issue) => issue.path)).toEqual([
      'latitude',
    ]);
    expect(issuesOf({ name: 'K', latitude: 60, longitude: 181 }).map((issue) => issue.path)).toEqual([
      'longitude',
    ]);
  });

  it('refuses swapped coordinates of an area in a Finnish region', () => {
    expect(issuesOf({ name: 'K', region: 'Uusimaa', latitude: 24.94, longitude: 60.17 })).toEqual([
      { path: 'latitude', message: areaIssueCodes.coordinatesOutsideFinland },
    ]);
    expect(issuesOf({ name: 'K', region: 'Uusimaa', latitude: 60.17, longitude: 24.94 })).toEqual([]);
  });

  it('takes the loaded updatedAt when saving', () => {
    expect(
      updateAreaInputSchema.parse({ name: 'K', expectedUpdatedAt: '2026-11-22T10:00:00.000Z' })
        .expectedUpdatedAt,
    ).toBe('2026-11-22T10:00:00.000Z');
    expect(updateAreaInputSchema.safeParse({ name: 'K', expectedUpdatedAt: 'eilen' }).success).toBe(false);
  });

  it('keeps the spec absence notice times in the default text', () => {
    expect(defaultAbsenceInfo).toContain('6:45');
    expect(defaultAbsenceInfo).toContain('7:00');
  });
});

describe('areas list query', () => {
  it('defaults to page 1 of 10, and treats an empty search as none', () => {
    expect(listAreasQuerySchema.parse({})).toEqual({ page: 1, perPage: 10 });
    expect(listAreasQuerySchema.parse({ search: '  ', page: '2', perPage: '5' })).toEqual({
      search: '',
      page: 2,
      perPage: 5,
    });
  });

  it(`refuses a search shorter than ${areaSearchMinLength} letters`, () => {
    expect(listAreasQuerySchema.safeParse({ search: 'k' }).success).toBe(false);
    expect(listAreasQuerySchema.parse({ search: ' ko ' }).search).toBe('ko');
  });
});
