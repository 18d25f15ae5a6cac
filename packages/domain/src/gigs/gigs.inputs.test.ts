import { formatDateTime } from '../shared/helsinki-time';
import {
  createGigInputSchema,
  createGigTemplateInputSchema,
  gigInputProblem,
  gigIssueCodes,
  helsinkiInstant,
  listGigsQuerySchema,
  shiftTimesAreValid,
  shiftTimesOn,
} from './gigs.inputs';

const areaId = '2b6f3f4e-8f0a-4d8e-9a51-3c7d2f1e0a11';
const shift = { startsAt: '2025-03-10T05:00:00.000Z', endsAt: '2025-03-10T13:00:00.000Z' };

describe('gig inputs', () => {
  it('keeps area fields left out as undefined (taken from the area) and clears empty ones', () => {
    const parsed = createGigInputSchema.parse({
      areaId,
      title: ' Aamuvuorot ',
      contact: '',
      shifts: [shift],
    });
    expect(parsed.title).toBe('Aamuvuorot');
    expect(parsed.contact).toBeNull();
    expect(parsed.streetAddress).toBeUndefined();
    expect(parsed.clientEmails).toBeUndefined();
    expect(parsed.mode).toBe('draft');
  });

  it('refuses a postcode that is not five digits (the gig form saved "ABC")', () => {
    const base = { title: 'Yövuoro', areaId: null };
    for (const postcode of ['ABC', '1234', '123456', '00 100']) {
      const result = createGigInputSchema.safeParse({ ...base, postcode });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['postcode', gigIssueCodes.postcodeInvalid],
      ]);
    }
    expect(createGigInputSchema.parse({ ...base, postcode: ' 33100 ' }).postcode).toBe('33100');
    expect(createGigInputSchema.parse({ ...base, postcode: '' }).postcode).toBeNull();
    expect(createGigInputSchema.parse(base).postcode).toBeUndefined();
  });

  it('refuses a negative boost value rather than changing it', () => {
    expect(
      createGigInputSchema.safeParse({ title: 'Yövuoro', boostType: 'bonus', boostValue: -5 }).success,
    ).toBe(false);
    expect(
      createGigInputSchema.parse({ title: 'Yövuoro', boostType: 'bonus', boostValue: 6.5 }).boostValue,
    ).toBe(6.5);
  });

  it('refuses a bad client e-mail and keeps each address once, lower-cased', () => {
    expect(createGigInputSchema.safeParse({ areaId, title: 'A', clientEmails: ['ei-osoite'] }).success).toBe(
      false,
    );
    const parsed = createGigInputSchema.parse({
      areaId,
      title: 'A',
      clientEmails: ['Esimies@Koti.fi', 'esimies@koti.fi'],
    });
    expect(parsed.clientEmails).toEqual(['esimies@koti.fi']);
  });

  it('names the spec codes: area first, then shifts, then the first shift whose times are wrong', () => {
    expect(gigInputProblem({ areaId: null, shifts: [] })).toEqual({
      code: 'GIG_AREA_REQUIRED',
      field: 'areaId',
    });
    expect(gigInputProblem({ areaId, shifts: [] })).toEqual({ code: 'GIG_SHIFTS_REQUIRED', field: 'shifts' });
    const backwards = { startsAt: shift.endsAt, endsAt: shift.startsAt };
    expect(gigInputProblem({ areaId, shifts: [shift, backwards] })).toEqual({
      code: 'SHIFT_TIMES_INVALID',
      field: 'shifts',
      index: 1,
    });
    expect(gigInputProblem({ areaId, shifts: [shift] })).toBeNull();
  });

  it('accepts a shift ending the next day but not one ending as it starts or lasting over a day', () => {
    expect(shiftTimesAreValid('2025-03-10T20:00:00Z', '2025-03-11T05:00:00Z')).toBe(true);
    expect(shiftTimesAreValid('2025-03-10T20:00:00Z', '2025-03-10T20:00:00Z')).toBe(false);
    expect(shiftTimesAreValid('2025-03-10T20:00:00Z', '2025-03-11T20:00:01Z')).toBe(false);
  });

  it('reads Helsinki wall-clock times in winter and summer time', () => {
    expect(helsinkiInstant('2025-01-15', '07:00').toISOString()).toBe('2025-01-15T05:00:00.000Z');
    expect(helsinkiInstant('2025-07-15', '07:00').toISOString()).toBe('2025-07-15T04:00:00.000Z');
    // The night the clocks go forward (30.3.2025 03:00 -> 04:00).
    expect(helsinkiInstant('2025-03-30', '05:00').toISOString()).toBe('2025-03-30T02:00:00.000Z');
  });

  it('makes an end time at or before the start a shift ending the next day', () => {
    const night = shiftTimesOn('2025-03-10', '22:00', '07:00');
    expect(formatDateTime(night.startsAt)).toBe('10.03.2025 22:00');
    expect(formatDateTime(night.endsAt)).toBe('11.03.2025 07:00');
    const day = shiftTimesOn('2025-03-10', '07:00', '15:00');
    expect(formatDateTime(day.endsAt)).toBe('10.03.2025 15:00');
  });

  it('lists ten gigs a page by default, newest start first, and refuses unknown labels', () => {
    expect(listGigsQuerySchema.parse({})).toEqual({ sort: 'startDate', order: 'desc', page: 1, perPage: 10 });
    expect(listGigsQuerySchema.safeParse({ label: 'deleted' }).success).toBe(false);
    expect(listGigsQuerySchema.safeParse({ from: '10.03.2025' }).success).toBe(false);
    expect(listGigsQuerySchema.parse({ label: 'suggestion', page: '2', perPage: '25' })).toMatchObject({
      label: 'suggestion',
      page: 2,
      perPage: 25,
    });
  });

  it('needs a template name, an area and at least one shift as times of day', () => {
    const template = {
      areaId,
      title: 'Yövuorot',
      templateName: 'Yöt',
      shifts: [{ startTime: '22:00', endTime: '07:00' }],
    };
    expect(createGigTemplateInputSchema.safeParse(template).success).toBe(true);
    expect(createGigTemplateInputSchema.safeParse({ ...template, templateName: ' ' }).success).toBe(false);
    expect(createGigTemplateInputSchema.safeParse({ ...template, shifts: [] }).success).toBe(false);
    expect(
      createGigTemplateInputSchema.safeParse({
        ...template,
        shifts: [{ startTime: '25:00', endTime: '07:00' }],
      }).success,
    ).toBe(false);
  });
});
