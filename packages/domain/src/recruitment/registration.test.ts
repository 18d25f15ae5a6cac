import { describe, expect, it } from 'vitest';
import { answersMatchQuestions, isLongTermSeeking } from './registration';
import { applicantDetailsSchema, verifyRegistrationCodeInputSchema } from './registration.inputs';

const details = (overrides: object = {}) => ({
  password: 'salasana123',
  fullName: 'Maija Hakija',
  mobile: '040 123 4567',
  birthday: '1.2.1990',
  addressRegion: 'Uusimaa',
  addressCity: 'Espoo',
  profession: 'sairaanhoitaja',
  gender: null,
  permits: [],
  languages: ['suomi', 'suomi'],
  drivingLicence: false,
  hasCar: false,
  degree: '',
  studyType: null,
  credits: null,
  applicationSeeking: ['keikkatyö'],
  applicationStart: null,
  applicationEnd: null,
  answers: [],
  locale: 'fi',
  ...overrides,
});

const issuesOf = (input: object) =>
  applicantDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('registration rules', () => {
  it('stores the birthday YYYY-MM-DD, the phone E.164, and takes its own output again', () => {
    const parsed = applicantDetailsSchema.parse(details());
    expect(parsed).toMatchObject({ birthday: '1990-02-01', mobile: '+358401234567', degree: null });
    expect(parsed.languages).toEqual(['suomi']);
    expect(applicantDetailsSchema.parse(parsed).birthday).toBe('1990-02-01');
  });

  it('refuses a short password, a date that is no date, one name, no seeking and an end before the start', () => {
    expect(issuesOf(details({ password: 'lyhyt' }))).toContain('PASSWORD_TOO_SHORT');
    expect(issuesOf(details({ birthday: '31.2.1990' }))).toContain('BIRTHDAY_INVALID');
    expect(issuesOf(details({ birthday: '1.1.1900' }))).toContain('BIRTHDAY_OUT_OF_RANGE');
    expect(issuesOf(details({ fullName: 'Maija' }))).toContain('FULL_NAME_INVALID');
    expect(issuesOf(details({ applicationSeeking: [] }))).toContain('SEEKING_REQUIRED');
    expect(issuesOf(details({ applicationStart: '2026-12-10', applicationEnd: '2026-12-01' }))).toContain(
      'END_BEFORE_START',
    );
  });

  it('takes a code of exactly 6 digits', () => {
    expect(verifyRegistrationCodeInputSchema.safeParse({ email: 'a@b.fi', code: '123456' }).success).toBe(
      true,
    );
    expect(verifyRegistrationCodeInputSchema.safeParse({ email: 'a@b.fi', code: '12345' }).success).toBe(
      false,
    );
    expect(verifyRegistrationCodeInputSchema.safeParse({ email: 'a@b.fi', code: '12345a' }).success).toBe(
      false,
    );
  });

  it('counts a seeking period of 20 days or more, or open-ended, as long-term (spec §9)', () => {
    expect(isLongTermSeeking('2026-12-01', '2026-12-20')).toBe(true);
    expect(isLongTermSeeking('2026-12-01', '2026-12-19')).toBe(false);
    expect(isLongTermSeeking('2026-12-01', null)).toBe(true);
    expect(isLongTermSeeking(null, null)).toBe(false);
  });
});

describe('answersMatchQuestions (issue 16 §1)', () => {
  const questions = ['Onko sinulla hygieniapassi?', 'Milloin voit aloittaa?'];
  const answer = (question: string, text = 'Kyllä') => ({ question, answer: text });

  it('takes one non-empty answer per question, in any order', () => {
    expect(answersMatchQuestions(questions, [answer(questions[1] ?? ''), answer(questions[0] ?? '')])).toBe(
      true,
    );
    expect(answersMatchQuestions([], [])).toBe(true);
  });

  it('refuses a missing, empty, repeated or unasked answer', () => {
    const [first = '', second = ''] = questions;
    expect(answersMatchQuestions(questions, [answer(first)])).toBe(false);
    expect(answersMatchQuestions(questions, [answer(first), answer(second, ' ')])).toBe(false);
    expect(answersMatchQuestions(questions, [answer(first), answer(first)])).toBe(false);
    expect(answersMatchQuestions(questions, [answer(first), answer('Lempiväri?')])).toBe(false);
    expect(answersMatchQuestions([], [answer(first)])).toBe(false);
  });
});
