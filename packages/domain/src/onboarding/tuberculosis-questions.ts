import { z } from 'zod';

/**
 * The tuberculosis screening questionnaire for healthcare workers (issue 15 §3), after THL's guidance on
 * screening health-care staff: symptoms, exposure, time in countries with a high TB incidence or in health
 * care abroad, earlier TB or treatment for latent TB, and a weakened immune system. Every question is a
 * yes/no; some take details (where, when). The answers are health data: only HR (admins and agents) sees them.
 */
export const tuberculosisQuestionGroups = {
  symptoms: ['longCough', 'coughingBlood', 'fever', 'nightSweats', 'weightLoss'],
  exposure: ['closeContact'],
  abroad: ['highIncidenceStay', 'healthCareAbroad'],
  history: ['earlierTuberculosis', 'latentTreatment'],
  immunity: ['weakenedImmunity'],
} as const;

export type TuberculosisQuestionGroup = keyof typeof tuberculosisQuestionGroups;

export const tuberculosisQuestions = [
  ...tuberculosisQuestionGroups.symptoms,
  ...tuberculosisQuestionGroups.exposure,
  ...tuberculosisQuestionGroups.abroad,
  ...tuberculosisQuestionGroups.history,
  ...tuberculosisQuestionGroups.immunity,
] as const;
export type TuberculosisQuestion = (typeof tuberculosisQuestions)[number];

/** Questions whose "yes" asks for details (which country and when, when the contact or treatment was). */
export const questionsWithDetails: readonly TuberculosisQuestion[] = [
  'closeContact',
  'highIncidenceStay',
  'healthCareAbroad',
  'earlierTuberculosis',
  'latentTreatment',
  'weakenedImmunity',
];

export const tuberculosisDetailsMaxLength = 500;

export const tuberculosisAnswerSchema = z.object({
  yes: z.boolean(),
  details: z
    .string()
    .trim()
    .max(tuberculosisDetailsMaxLength)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
});

/** Every question answered, yes or no: a questionnaire with a gap cannot be assessed. */
export const tuberculosisAnswersSchema = z.object(
  Object.fromEntries(tuberculosisQuestions.map((question) => [question, tuberculosisAnswerSchema])) as Record<
    TuberculosisQuestion,
    typeof tuberculosisAnswerSchema
  >,
);
/** The answers as stored and answered to HR (no transforms: a response schema is serialised, not parsed). */
export const storedTuberculosisAnswersSchema = z.object(
  Object.fromEntries(
    tuberculosisQuestions.map((question) => [
      question,
      z.object({ yes: z.boolean(), details: z.string().nullable() }),
    ]),
  ) as Record<TuberculosisQuestion, z.ZodObject<{ yes: z.ZodBoolean; details: z.ZodNullable<z.ZodString> }>>,
);
export type TuberculosisAnswersInput = z.input<typeof tuberculosisAnswersSchema>;
export type TuberculosisAnswers = z.output<typeof tuberculosisAnswersSchema>;

/** Why an answer calls for follow-up by occupational health care before work with patients. */
export const followUpReasons = [
  'symptoms',
  'close-contact',
  'high-incidence-country',
  'health-care-abroad',
  'earlier-tuberculosis',
  'weakened-immunity',
] as const;
export type FollowUpReason = (typeof followUpReasons)[number];

const reasonOf: Record<TuberculosisQuestion, FollowUpReason> = {
  longCough: 'symptoms',
  coughingBlood: 'symptoms',
  fever: 'symptoms',
  nightSweats: 'symptoms',
  weightLoss: 'symptoms',
  closeContact: 'close-contact',
  highIncidenceStay: 'high-incidence-country',
  healthCareAbroad: 'health-care-abroad',
  earlierTuberculosis: 'earlier-tuberculosis',
  latentTreatment: 'earlier-tuberculosis',
  weakenedImmunity: 'weakened-immunity',
};

/**
 * Whether the answers call for follow-up, and why (each reason once, in the order of `followUpReasons`).
 * In THL's screening any "yes" leads to an assessment by occupational health care (a symptom to a chest
 * X-ray and sputum tests, exposure or time abroad to an IGRA test), so every "yes" is a reason.
 */
export function assessTuberculosisAnswers(answers: TuberculosisAnswers): {
  needsFollowUp: boolean;
  reasons: FollowUpReason[];
} {
  const found = new Set(
    tuberculosisQuestions.filter((question) => answers[question].yes).map((question) => reasonOf[question]),
  );
  const reasons = followUpReasons.filter((reason) => found.has(reason));
  return { needsFollowUp: reasons.length > 0, reasons };
}
