import { z } from 'zod';
import type { Answers } from './questionnaire-answers';
import { isAnswerable, type Question, rangeValues } from './questionnaire-questions';

const countSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** What one question's answers add up to; `answered` counts the responses that answered it. */
export const questionResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    questionId: z.string(),
    text: z.string(),
    type: z.enum(['single_choice', 'multiple_choice']),
    answered: z.number().int(),
    counts: z.array(countSchema),
  }),
  z.object({
    kind: z.literal('range'),
    questionId: z.string(),
    text: z.string(),
    answered: z.number().int(),
    average: z.number().nullable(),
    counts: z.array(countSchema),
  }),
  z.object({
    kind: z.literal('date'),
    questionId: z.string(),
    text: z.string(),
    answered: z.number().int(),
    counts: z.array(countSchema),
  }),
  z.object({
    kind: z.literal('text'),
    questionId: z.string(),
    text: z.string(),
    answered: z.number().int(),
    answers: z.array(z.string()),
  }),
]);
export type QuestionResult = z.infer<typeof questionResultSchema>;

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) {
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function resultOf(
  question: Exclude<Question, { type: 'text' }>,
  responses: readonly Answers[],
): QuestionResult {
  const given = responses.map((answers) => answers[question.id]).filter(isGiven);
  const base = { questionId: question.id, text: question.text, answered: given.length };
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const counts = countBy(given.flatMap((value) => (Array.isArray(value) ? value : [String(value)])));
      return {
        ...base,
        kind: 'choice',
        type: question.type,
        counts: question.options.map((option) => ({
          value: option.id,
          label: option.label,
          count: counts.get(option.id) ?? 0,
        })),
      };
    }
    case 'range_question': {
      const numbers = given.filter((value): value is number => typeof value === 'number');
      const counts = countBy(numbers.map(String));
      const sum = numbers.reduce((total, value) => total + value, 0);
      return {
        ...base,
        kind: 'range',
        // Two decimals: what a table or a chart's label shows.
        average: numbers.length > 0 ? Math.round((sum / numbers.length) * 100) / 100 : null,
        counts: rangeValues(question).map((value) => ({
          value: String(value),
          label: String(value),
          count: counts.get(String(value)) ?? 0,
        })),
      };
    }
    case 'date_question': {
      const counts = countBy(given.map(String));
      return {
        ...base,
        kind: 'date',
        counts: [...counts.keys()]
          .sort()
          .map((day) => ({ value: day, label: day, count: counts.get(day) ?? 0 })),
      };
    }
    case 'text_question_short':
    case 'text_question_long':
      return { ...base, kind: 'text', answers: given.map(String) };
  }
}

/**
 * The results of a questionnaire, question by question (info texts have none): counts per option, the
 * range's average and distribution over every value of the scale, the days answered with their counts,
 * and the texts in the order they came. Answers to options removed since are not counted.
 */
export function aggregateResults(
  questions: readonly Question[],
  responses: readonly Answers[],
): QuestionResult[] {
  return questions.filter(isAnswerable).map((question) => resultOf(question, responses));
}
