import { workerSearchMinLength } from './workers';
import { workerFormSchema, workerInputSchema, workerListQuerySchema } from './workers.inputs';

const validInput = {
  fullName: 'Maija Meikäläinen',
  email: 'Maija.Meikalainen@Example.fi',
  mobile: '+358401234567',
  birthday: '1980-05-17',
  profession: 'lähihoitaja',
  employmentType: 'gig-worker',
  status: 'accepted',
  confirmed: false,
  love: true,
  residency: 'FI',
  locale: 'fi',
  addressCity: 'Tampere',
  addressRegion: 'Pirkanmaa',
  applicationSeeking: ['keikkatyö', 'sijaisuus', 'keikkatyö'],
  applicationStart: '2026-12-01',
  applicationEnd: '2027-01-31',
  poolIds: [],
} as const;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('worker input (API body)', () => {
  it('accepts a complete worker, stores the e-mail lower-case and drops repeated choices', () => {
    const parsed = workerInputSchema.parse(validInput);
    expect(parsed.email).toBe('maija.meikalainen@example.fi');
    expect(parsed.applicationSeeking).toEqual(['keikkatyö', 'sijaisuus']);
  });

  it.each([
    ['040 123 4567', '+358401234567'],
    ['050-4155332', '+358504155332'],
    ['+358 40 123 4567', '+358401234567'],
  ])('accepts the mobile %s as people write it and stores it as %s (E.164)', (mobile, stored) => {
    expect(workerInputSchema.parse({ ...validInput, mobile }).mobile).toBe(stored);
  });

  it('turns empty optional texts into null', () => {
    const parsed = workerInputSchema.parse({ ...validInput, residency: ' ', addressCity: '' });
    expect(parsed.residency).toBeNull();
    expect(parsed.addressCity).toBeNull();
  });

  it.each([
    [{ fullName: 'Maija' }, 'fullName', 'FULL_NAME_INVALID'],
    [{ email: 'maija@' }, 'email', 'EMAIL_INVALID'],
    [{ mobile: '040-12' }, 'mobile', 'PHONE_INVALID'],
    [{ mobile: '+358-40' }, 'mobile', 'PHONE_INVALID'],
    [{ mobile: '401234567' }, 'mobile', 'PHONE_INVALID'],
    [{ birthday: '2999-01-01' }, 'birthday', 'BIRTHDAY_OUT_OF_RANGE'],
    [{ birthday: '1900-01-01' }, 'birthday', 'BIRTHDAY_OUT_OF_RANGE'],
    [{ applicationStart: '2027-02-01' }, 'applicationEnd', 'END_BEFORE_START'],
  ])('refuses %j on %s with %s', (change, field, code) => {
    const result = workerInputSchema.safeParse({ ...validInput, ...change });
    expect(issuesOf(result)).toContainEqual([field, code]);
  });

  it.each([
    [{ birthday: '17.05.1980' }, 'birthday'],
    [{ birthday: '1980-02-30' }, 'birthday'],
    [{ profession: 'nurse' }, 'profession'],
    [{ employmentType: 'freelancer' }, 'employmentType'],
    [{ status: 'deleted' }, 'status'],
    [{ addressRegion: 'Helsinki' }, 'addressRegion'],
    [{ applicationSeeking: ['kesätyö'] }, 'applicationSeeking'],
    [{ poolIds: ['not-a-uuid'] }, 'poolIds'],
  ])('refuses %j on %s', (change, field) => {
    const result = workerInputSchema.safeParse({ ...validInput, ...change });
    expect(issuesOf(result).map(([path]) => path?.split('.')[0])).toContain(field);
  });
});

describe('worker form (dates typed DD.MM.YYYY)', () => {
  const formValues = {
    ...validInput,
    birthday: '17.05.1980',
    applicationStart: '01.12.2026',
    applicationEnd: '',
  };

  it('stores the birthday typed DD.MM.YYYY as YYYY-MM-DD and an empty date as null', () => {
    const parsed = workerFormSchema.parse(formValues);
    expect(parsed.birthday).toBe('1980-05-17');
    expect(parsed.applicationStart).toBe('2026-12-01');
    expect(parsed.applicationEnd).toBeNull();
    // What the form sends is a valid API body.
    expect(workerInputSchema.safeParse(parsed).success).toBe(true);
  });

  it('accepts a birthday typed without leading zeros: 1.1.1990 as well as 01.01.1990', () => {
    expect(workerFormSchema.parse({ ...formValues, birthday: '1.1.1990' }).birthday).toBe('1990-01-01');
    expect(workerFormSchema.parse({ ...formValues, birthday: '01.01.1990' }).birthday).toBe('1990-01-01');
  });

  it.each([
    [{ birthday: '1980-05-17' }, 'birthday', 'BIRTHDAY_INVALID'],
    [{ birthday: '31.02.1980' }, 'birthday', 'BIRTHDAY_INVALID'],
    [{ birthday: '1.1.2999' }, 'birthday', 'BIRTHDAY_OUT_OF_RANGE'],
    [{ birthday: '01.01.1900' }, 'birthday', 'BIRTHDAY_OUT_OF_RANGE'],
    [{ applicationEnd: '32.01.2027' }, 'applicationEnd', 'DATE_INVALID'],
    [{ applicationEnd: '30.11.2026' }, 'applicationEnd', 'END_BEFORE_START'],
  ])('refuses %j on %s with %s', (change, field, code) => {
    expect(issuesOf(workerFormSchema.safeParse({ ...formValues, ...change }))).toContainEqual([field, code]);
  });
});

describe('personnel list query', () => {
  it('defaults to the first page of 10 ordered by name', () => {
    expect(workerListQuerySchema.parse({})).toEqual({ sort: 'name-asc', page: 1, perPage: 10 });
  });

  it('reads URL values: numbers and the age filter', () => {
    expect(
      workerListQuerySchema.parse({ page: '3', perPage: '25', overFifty: 'true', shifts: 'expired' }),
    ).toMatchObject({ page: 3, perPage: 25, overFifty: true, shifts: 'expired' });
    expect(workerListQuerySchema.parse({ overFifty: 'false' }).overFifty).toBe(false);
  });

  it(`refuses a search shorter than ${workerSearchMinLength} characters, but not an empty one`, () => {
    expect(issuesOf(workerListQuerySchema.safeParse({ search: ' a ' }))).toEqual([
      ['search', 'SEARCH_TOO_SHORT'],
    ]);
    expect(workerListQuerySchema.parse({ search: 'ai' }).search).toBe('ai');
    expect(workerListQuerySchema.parse({ search: '  ' }).search).toBe('');
  });

  it.each([[{ page: '0' }], [{ perPage: '101' }], [{ shifts: 'open' }], [{ overFifty: 'yes' }]])(
    'refuses %j',
    (query) => {
      expect(workerListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
