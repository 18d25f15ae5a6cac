import { z } from 'zod';

/** The spec's question types (section 3, Questionnaire); `text` is an info text that takes no answer. */
export const questionTypes = [
  'single_choice',
  'multiple_choice',
  'text_question_short',
  'text_question_long',
  'date_question',
  'range_question',
  'text',
] as const;
export type QuestionType = (typeof questionTypes)[number];

export const choiceQuestionTypes: readonly QuestionType[] = ['single_choice', 'multiple_choice'];

/** Issue messages the editor shows its own texts for (`errors.<CODE>` in the web app). */
export const questionnaireIssues = {
  /** Spec §5: 'Question is required'. */
  questionTextRequired: 'QUESTION_TEXT_REQUIRED',
  /** Spec §5: 'At least 2 options are required'. */
  optionsTooFew: 'QUESTION_OPTIONS_TOO_FEW',
  optionTextRequired: 'QUESTION_OPTION_TEXT_REQUIRED',
  rangeInvalid: 'QUESTION_RANGE_INVALID',
  titleRequired: 'QUESTIONNAIRE_TITLE_REQUIRED',
} as const;

export const questionTextMaxLength = 1000;
export const questionnaireMaxQuestions = 50;
export const questionMaxOptions = 30;

const questionId = z.string().trim().min(1).max(64);
const questionText = z
  .string()
  .trim()
  .min(1, questionnaireIssues.questionTextRequired)
  .max(questionTextMaxLength);

export const choiceOptionSchema = z.object({
  id: questionId,
  label: z.string().trim().min(1, questionnaireIssues.optionTextRequired).max(200),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

const answerable = { id: questionId, text: questionText, required: z.boolean().default(false) };
const choiceOptions = z
  .array(choiceOptionSchema)
  .min(2, questionnaireIssues.optionsTooFew)
  .max(questionMaxOptions);

/** A range question's scale, e.g. 1–5 in steps of 1; at most 100 steps so the chart stays readable. */
const rangeQuestionSchema = z
  .object({
    ...answerable,
    type: z.literal('range_question'),
    min: z.number().int().min(-1000).max(1000),
    max: z.number().int().min(-1000).max(1000),
    step: z.number().int().min(1).max(1000).default(1),
  })
  .refine((question) => question.max > question.min && (question.max - question.min) / question.step <= 100, {
    message: questionnaireIssues.rangeInvalid,
    path: ['max'],
  });

/** One question of each type; the editor's and the stored shape (the `questions` JSON column). */
export const questionSchema = z.discriminatedUnion('type', [
  z.object({ ...answerable, type: z.literal('single_choice'), options: choiceOptions }),
  z.object({ ...answerable, type: z.literal('multiple_choice'), options: choiceOptions }),
  z.object({ ...answerable, type: z.literal('text_question_short') }),
  z.object({ ...answerable, type: z.literal('text_question_long') }),
  z.object({ ...answerable, type: z.literal('date_question') }),
  rangeQuestionSchema,
  // An info text between questions: its text is shown, nothing is asked.
  z.object({ id: questionId, type: z.literal('text'), text: questionText }),
]);
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const questionsSchema = z
  .array(questionSchema)
  .max(questionnaireMaxQuestions)
  .superRefine((questions, context) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'QUESTION_ID_DUPLICATE' });
      }
      seen.add(question.id);
    });
  });

/** Whether a question asks something (every type but the info text). */
export function isAnswerable(question: Question): question is Exclude<Question, { type: 'text' }> {
  return question.type !== 'text';
}

/** The values a range question offers, min to max by step. */
export function rangeValues(question: { min: number; max: number; step: number }): number[] {
  const values: number[] = [];
  for (let value = question.min; value <= question.max; value += question.step) {
    values.push(value);
  }
  return values;
}
