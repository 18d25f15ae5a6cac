import { describe, expect, it } from 'vitest';
import { validateAnswers } from './questionnaire-answers';
import { type Question, questionSchema } from './questionnaire-questions';
import { aggregateResults } from './questionnaire-results';
import { questionnaireStatus, questionnaireStatusColors } from './questionnaire-status';
import { questionnaireInputSchema } from './questionnaires';

const messagesOf = (input: unknown) => {
  const result = questionnaireInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const form = (questions: unknown[]) => ({
  title: 'Työhyvinvointi',
  description: '',
  expiresOn: '2026-12-31',
  isDraft: false,
  questions,
});
const options = [
  { id: 'a', label: 'Kyllä' },
  { id: 'b', label: 'Ei' },
];

describe('questionnaire validation (spec §5)', () => {
  it("refuses a question without text with 'Question is required'", () => {
    expect(messagesOf(form([{ id: 'q1', type: 'text_question_short', text: '  ' }]))).toEqual([
      ['questions.0.text', 'QUESTION_TEXT_REQUIRED'],
    ]);
  });

  it.each(['single_choice', 'multiple_choice'])(
    "refuses a %s with fewer than two options with 'At least 2 options are required'",
    (type) => {
      expect(messagesOf(form([{ id: 'q1', type, text: 'Viihdytkö?', options: [options[0]] }]))).toEqual([
        ['questions.0.options', 'QUESTION_OPTIONS_TOO_FEW'],
      ]);
      expect(messagesOf(form([{ id: 'q1', type, text: 'Viihdytkö?', options }]))).toEqual([]);
    },
  );

  it('refuses an empty option, a scale that does not rise, a missing title and a question twice', () => {
    expect(
      messagesOf({
        ...form([
          { id: 'q1', type: 'single_choice', text: 'A?', options: [options[0], { id: 'c', label: ' ' }] },
          { id: 'q2', type: 'range_question', text: 'B?', min: 5, max: 5, step: 1 },
          { id: 'q2', type: 'date_question', text: 'C?' },
        ]),
        title: '',
      }),
    ).toEqual([
      ['title', 'QUESTIONNAIRE_TITLE_REQUIRED'],
      ['questions.0.options.1.label', 'QUESTION_OPTION_TEXT_REQUIRED'],
      ['questions.1.max', 'QUESTION_RANGE_INVALID'],
      ['questions.2.id', 'QUESTION_ID_DUPLICATE'],
    ]);
  });

  it('takes every question type, an info text needing only its text', () => {
    expect(
      messagesOf(
        form([
          { id: 'i', type: 'text', text: 'Kiitos, että vastaat.' },
          { id: 's', type: 'single_choice', text: 'A?', options },
          { id: 'm', type: 'multiple_choice', text: 'B?', options, required: true },
          { id: 'ts', type: 'text_question_short', text: 'C?' },
          { id: 'tl', type: 'text_question_long', text: 'D?' },
          { id: 'd', type: 'date_question', text: 'E?' },
          { id: 'r', type: 'range_question', text: 'F?', min: 1, max: 5 },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('questionnaire status (spec §4), derived around the expiry day', () => {
  it.each([
    [true, '2026-12-01', '2026-11-30', 'draft'],
    [true, '2026-12-01', '2026-12-02', 'draft'],
    [true, null, '2026-12-02', 'draft'],
    [false, '2026-12-01', '2026-11-30', 'active'],
    [false, '2026-12-01', '2026-12-01', 'active'],
    [false, '2026-12-01', '2026-12-02', 'expired'],
    [false, null, '2099-01-01', 'active'],
  ] as const)('isDraft %s, expires %s, on %s → %s', (isDraft, expiresOn, today, status) => {
    expect(questionnaireStatus({ isDraft, expiresOn }, today)).toBe(status);
  });

  it('colours draft secondary, active primary, expired danger', () => {
    expect(questionnaireStatusColors).toEqual({ draft: 'secondary', active: 'primary', expired: 'danger' });
  });
});

const questions: Question[] = [
  { id: 'info', type: 'text', text: 'Tervetuloa' },
  { id: 'one', type: 'single_choice', text: 'Vuoro?', required: true, options },
  {
    id: 'many',
    type: 'multiple_choice',
    text: 'Päivät?',
    required: false,
    options: [...options, { id: 'c', label: 'Ehkä' }],
  },
  { id: 'short', type: 'text_question_short', text: 'Nimi?', required: false },
  { id: 'long', type: 'text_question_long', text: 'Palaute?', required: false },
  { id: 'day', type: 'date_question', text: 'Milloin?', required: false },
  { id: 'scale', type: 'range_question', text: 'Arvosana?', required: true, min: 1, max: 5, step: 1 },
].map((question) => questionSchema.parse(question));

describe('answer validation', () => {
  it('keeps valid answers, trims texts, orders ticked options and drops blanks and unknown questions', () => {
    expect(
      validateAnswers(questions, {
        one: 'a',
        many: ['c', 'a'],
        short: '  Säde ',
        long: '',
        day: '2026-12-24',
        scale: 4,
        info: 'x',
        unknown: 'y',
      }),
    ).toEqual({
      ok: true,
      answers: { one: 'a', many: ['a', 'c'], short: 'Säde', day: '2026-12-24', scale: 4 },
    });
  });

  it('names each required question left blank', () => {
    expect(validateAnswers(questions, { many: [] })).toEqual({
      ok: false,
      issues: [
        { questionId: 'one', code: 'ANSWER_REQUIRED' },
        { questionId: 'scale', code: 'ANSWER_REQUIRED' },
      ],
    });
  });

  it.each([
    ['a choice outside the options', { one: 'z' }, 'one'],
    ['a multiple choice with an unknown option', { many: ['a', 'z'] }, 'many'],
    ['a date that is no day', { day: '2026-02-30' }, 'day'],
    ['a number off the scale', { scale: 6 }, 'scale'],
    ['a number between the steps', { scale: 2.5 }, 'scale'],
    ['a text for a number', { scale: '3' }, 'scale'],
  ])('refuses %s', (_, answers, questionId) => {
    const result = validateAnswers(questions, { one: 'a', scale: 3, ...answers });
    expect(result).toEqual({ ok: false, issues: [{ questionId, code: 'ANSWER_INVALID' }] });
  });
});

describe('result aggregation', () => {
  const results = aggregateResults(questions, [
    { one: 'a', many: ['a', 'c'], short: 'Hyvä', day: '2026-12-24', scale: 5 },
    { one: 'a', many: ['c'], long: 'Kiitos', day: '2026-12-24', scale: 4 },
    { one: 'b', day: '2026-12-01', scale: 4 },
  ]);

  it('has no result for an info text', () => {
    expect(results.map((result) => result.questionId)).toEqual([
      'one',
      'many',
      'short',
      'long',
      'day',
      'scale',
    ]);
  });

  it('counts per option, every option listed even with no answers', () => {
    expect(results[0]).toMatchObject({
      kind: 'choice',
      answered: 3,
      counts: [
        { value: 'a', label: 'Kyllä', count: 2 },
        { value: 'b', label: 'Ei', count: 1 },
      ],
    });
    expect(results[1]).toMatchObject({
      answered: 2,
      counts: [
        { value: 'a', count: 1 },
        { value: 'b', count: 0 },
        { value: 'c', count: 2 },
      ],
    });
  });

  it('lists texts, counts days in order and gives the range its average and distribution', () => {
    expect(results[2]).toMatchObject({ kind: 'text', answered: 1, answers: ['Hyvä'] });
    expect(results[3]).toMatchObject({ kind: 'text', answers: ['Kiitos'] });
    expect(results[4]).toMatchObject({
      kind: 'date',
      counts: [
        { value: '2026-12-01', count: 1 },
        { value: '2026-12-24', count: 2 },
      ],
    });
    expect(results[5]).toMatchObject({
      kind: 'range',
      answered: 3,
      average: 4.33,
      counts: ['1', '2', '3', '4', '5'].map((value) => ({
        value,
        count: value === '4' ? 2 : value === '5' ? 1 : 0,
      })),
    });
  });

  it('gives no average when nobody answered', () => {
    expect(aggregateResults(questions, [])[5]).toMatchObject({ kind: 'range', answered: 0, average: null });
  });
});
