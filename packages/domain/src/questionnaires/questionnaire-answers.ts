import { z } from 'zod';
import { isDayKey } from '../shared/helsinki-time';
import { isAnswerable, type Question, rangeValues } from './questionnaire-questions';

/**
 * One answer as the worker sends it and as it is stored: a choice's option id, the option ids of a
 * multiple choice, a text, a `YYYY-MM-DD` day or a number on the range.
 */
export const answerValueSchema = z.union([
  z.string().max(4000),
  z.array(z.string().max(64)).max(30),
  z.number(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** `{ [questionId]: answer }` (the `answers` JSON column). */
export const answersSchema = z.record(z.string().max(64), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export const answerIssueCodes = {
  required: 'ANSWER_REQUIRED',
  invalid: 'ANSWER_INVALID',
} as const;
export type AnswerIssue = {
  questionId: string;
  code: (typeof answerIssueCodes)[keyof typeof answerIssueCodes];
};

type Checked = { value: AnswerValue | null; valid: boolean };

const blank: Checked = { value: null, valid: true };
const invalid: Checked = { value: null, valid: false };

function checkAnswer(question: Exclude<Question, { type: 'text' }>, raw: AnswerValue | undefined): Checked {
  if (raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) {
    return blank;
  }
  switch (question.type) {
    case 'single_choice':
      return typeof raw === 'string' && question.options.some((option) => option.id === raw)
        ? { value: raw, valid: true }
        : invalid;
    case 'multiple_choice': {
      if (!Array.isArray(raw) || !raw.every((id) => question.options.some((option) => option.id === id))) {
        return invalid;
      }
      // In the options' order, each once, whatever order the boxes were ticked in.
      return { value: question.options.map((o) => o.id).filter((id) => raw.includes(id)), valid: true };
    }
    case 'text_question_short':
    case 'text_question_long': {
      if (typeof raw !== 'string') {
        return invalid;
      }
      const text = raw.trim();
      const limit = question.type === 'text_question_short' ? 300 : 4000;
      return text === '' ? blank : text.length > limit ? invalid : { value: text, valid: true };
    }
    case 'date_question':
      return typeof raw === 'string' && isDayKey(raw) ? { value: raw, valid: true } : invalid;
    case 'range_question':
      return typeof raw === 'number' && rangeValues(question).includes(raw)
        ? { value: raw, valid: true }
        : invalid;
  }
}

/**
 * Checks a worker's answers against the questions: a required question needs an answer, a choice must be
 * one of the options, a date a real day, a number one of the range's values. Answers to unknown
 * questions and to info texts are dropped; blanks are left out. Returns the cleaned answers or the issues.
 */
export function validateAnswers(
  questions: readonly Question[],
  answers: Answers,
): { ok: true; answers: Answers } | { ok: false; issues: AnswerIssue[] } {
  const clean: Answers = {};
  const issues: AnswerIssue[] = [];
  for (const question of questions) {
    if (!isAnswerable(question)) {
      continue;
    }
    const checked = checkAnswer(question, answers[question.id]);
    if (!checked.valid) {
      issues.push({ questionId: question.id, code: answerIssueCodes.invalid });
    } else if (checked.value === null) {
      if (question.required) {
        issues.push({ questionId: question.id, code: answerIssueCodes.required });
      }
    } else {
      clean[question.id] = checked.value;
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers: clean };
}
