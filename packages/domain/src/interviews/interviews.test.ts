import { describe, expect, it } from 'vitest';
import { canMoveInterview, interviewStates, isAnswerValid, needsAllAnswers } from './interviews';
import {
  createInterviewInputSchema,
  interviewTemplateInputSchema,
  scheduleInterviewInputSchema,
} from './interviews.inputs';

describe('the interview machine, every pair of states', () => {
  const allowed = new Set([
    'waiting in_progress',
    'in_progress documents_pending',
    'in_progress completed',
    'documents_pending in_progress',
    'documents_pending completed',
  ]);
  for (const from of interviewStates) {
    for (const to of interviewStates) {
      const pair = `${from} ${to}`;
      it(`${from} → ${to}: ${allowed.has(pair) ? 'allowed' : 'refused'}`, () => {
        expect(canMoveInterview(from, to)).toBe(allowed.has(pair));
      });
    }
  }
  it('asks for every answer only when the interview itself is left forward', () => {
    expect(needsAllAnswers('in_progress', 'documents_pending')).toBe(true);
    expect(needsAllAnswers('in_progress', 'completed')).toBe(true);
    expect(needsAllAnswers('documents_pending', 'completed')).toBe(false);
    expect(needsAllAnswers('waiting', 'in_progress')).toBe(false);
  });
});

describe('answers fit their question', () => {
  it('takes yes/no, 1–5, one of the choices, or any text', () => {
    expect(isAnswerValid({ questionType: 'yes-no', options: [] }, 'yes')).toBe(true);
    expect(isAnswerValid({ questionType: 'yes-no', options: [] }, 'maybe')).toBe(false);
    expect(isAnswerValid({ questionType: 'scale', options: [] }, '5')).toBe(true);
    expect(isAnswerValid({ questionType: 'scale', options: [] }, '6')).toBe(false);
    expect(isAnswerValid({ questionType: 'choice', options: ['Aamu', 'Ilta'] }, 'Ilta')).toBe(true);
    expect(isAnswerValid({ questionType: 'choice', options: ['Aamu', 'Ilta'] }, 'Yö')).toBe(false);
    expect(isAnswerValid({ questionType: 'text', options: [] }, 'Kokenut')).toBe(true);
    expect(isAnswerValid({ questionType: 'text', options: [] }, '  ')).toBe(false);
  });
});

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('spec §5: the applicant e-mail and the question required', () => {
  it('refuses an interview without an e-mail, with a wrong one, and a question left empty', () => {
    const result = createInterviewInputSchema.safeParse({
      applicantEmail: ' ',
      templateId: null,
      steps: [{ questionType: 'text', question: '  ' }],
    });
    expect(messages(result)).toEqual(['INTERVIEW_APPLICANT_EMAIL_REQUIRED', 'INTERVIEW_QUESTION_REQUIRED']);
    expect(
      messages(createInterviewInputSchema.safeParse({ applicantEmail: 'ei-osoite', templateId: null })),
    ).toEqual(['INTERVIEW_APPLICANT_EMAIL_INVALID', 'INTERVIEW_STEPS_REQUIRED']);
  });
  it('takes a template alone, lower-cases the e-mail and keeps choices only on a choice question', () => {
    const values = createInterviewInputSchema.parse({
      applicantEmail: ' Sade@Example.FI ',
      templateId: '00000000-0000-4000-8000-000000000001',
      steps: [{ questionType: 'text', question: 'Lisää', options: ['x'] }],
    });
    expect(values.applicantEmail).toBe('sade@example.fi');
    expect(values.steps[0]?.options).toEqual([]);
  });
  it('asks a template for a name, a question and two choices for a choice question', () => {
    const result = interviewTemplateInputSchema.safeParse({
      templateName: '',
      steps: [{ questionType: 'choice', question: 'Vuoro?', options: ['Aamu', ' ', 'Aamu'] }],
    });
    expect(messages(result)).toEqual(['INTERVIEW_TEMPLATE_NAME_REQUIRED', 'INTERVIEW_CHOICES_REQUIRED']);
    expect(messages(interviewTemplateInputSchema.safeParse({ templateName: 'Hoitaja', steps: [] }))).toEqual([
      'INTERVIEW_STEPS_REQUIRED',
    ]);
  });
});

describe('scheduling', () => {
  it('needs a real Helsinki day and time and a place or phone', () => {
    expect(
      messages(scheduleInterviewInputSchema.safeParse({ date: '2026-02-30', time: '25:00', location: '' })),
    ).toEqual(['INTERVIEW_TIME_INVALID', 'INTERVIEW_TIME_INVALID', 'INTERVIEW_LOCATION_REQUIRED']);
    // 03:30 on the last Sunday of March does not exist in Helsinki (the clock jumps from 03:00 to 04:00).
    expect(
      messages(
        scheduleInterviewInputSchema.safeParse({ date: '2027-03-28', time: '03:30', location: 'Puhelin' }),
      ),
    ).toEqual(['INTERVIEW_TIME_INVALID']);
  });
});
