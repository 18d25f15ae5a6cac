import { describe, expect, it } from 'vitest';
import {
  assessTuberculosisAnswers,
  type FollowUpReason,
  type TuberculosisAnswersInput,
  type TuberculosisQuestion,
  tuberculosisAnswersSchema,
  tuberculosisQuestions,
} from './tuberculosis-questions';

const allNo = (): TuberculosisAnswersInput =>
  Object.fromEntries(
    tuberculosisQuestions.map((question) => [question, { yes: false, details: null }]),
  ) as TuberculosisAnswersInput;

const assess = (...yes: TuberculosisQuestion[]) => {
  const answers = allNo();
  for (const question of yes) {
    answers[question] = { yes: true, details: 'Intia 2025' };
  }
  return assessTuberculosisAnswers(tuberculosisAnswersSchema.parse(answers));
};

describe('the tuberculosis follow-up rule', () => {
  it('needs no follow-up when every answer is no', () => {
    expect(assess()).toEqual({ needsFollowUp: false, reasons: [] });
  });

  const cases: [TuberculosisQuestion, FollowUpReason][] = [
    ['longCough', 'symptoms'],
    ['coughingBlood', 'symptoms'],
    ['fever', 'symptoms'],
    ['nightSweats', 'symptoms'],
    ['weightLoss', 'symptoms'],
    ['closeContact', 'close-contact'],
    ['highIncidenceStay', 'high-incidence-country'],
    ['healthCareAbroad', 'health-care-abroad'],
    ['earlierTuberculosis', 'earlier-tuberculosis'],
    ['latentTreatment', 'earlier-tuberculosis'],
    ['weakenedImmunity', 'weakened-immunity'],
  ];
  it.each(cases)('a yes to %s needs follow-up for %s', (question, reason) => {
    expect(assess(question)).toEqual({ needsFollowUp: true, reasons: [reason] });
  });

  it('names each reason once, in a fixed order', () => {
    expect(assess('weakenedImmunity', 'fever', 'longCough', 'closeContact').reasons).toEqual([
      'symptoms',
      'close-contact',
      'weakened-immunity',
    ]);
  });

  it('refuses a questionnaire with an unanswered question', () => {
    const { fever: _fever, ...partial } = allNo();
    expect(tuberculosisAnswersSchema.safeParse(partial).success).toBe(false);
  });

  it('keeps blank details as none', () => {
    const parsed = tuberculosisAnswersSchema.parse({ ...allNo(), fever: { yes: true, details: '  ' } });
    expect(parsed.fever).toEqual({ yes: true, details: null });
  });
});
