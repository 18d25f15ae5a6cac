import { z } from 'zod';
import { helsinkiInstantOrNull, isDayKey, isWallTime } from '../shared/helsinki-time';
import { isEmail } from '../shared/validators';
import {
  interviewAnswerMaxLength,
  interviewChoiceMaxLength,
  interviewLocationMaxLength,
  interviewMaxChoices,
  interviewMaxSteps,
  interviewQuestionMaxLength,
  interviewQuestionTypes,
  interviewStates,
  interviewTemplateNameMaxLength,
} from './interviews';

/** Issue messages the forms show translated (errors.<CODE>); the API answers them as the field's code. */
export const interviewIssues = {
  emailRequired: 'INTERVIEW_APPLICANT_EMAIL_REQUIRED',
  emailInvalid: 'INTERVIEW_APPLICANT_EMAIL_INVALID',
  questionRequired: 'INTERVIEW_QUESTION_REQUIRED',
  stepsRequired: 'INTERVIEW_STEPS_REQUIRED',
  choicesRequired: 'INTERVIEW_CHOICES_REQUIRED',
  templateNameRequired: 'INTERVIEW_TEMPLATE_NAME_REQUIRED',
  timeInvalid: 'INTERVIEW_TIME_INVALID',
  locationRequired: 'INTERVIEW_LOCATION_REQUIRED',
} as const;

/**
 * A question as a template or a new interview saves it: the question is required (spec §5); a choice
 * question needs at least two choices (blank ones dropped), the other kinds keep none.
 */
export const interviewStepInputSchema = z
  .object({
    questionType: z.enum(interviewQuestionTypes),
    question: z.string().trim().min(1, interviewIssues.questionRequired).max(interviewQuestionMaxLength),
    options: z.array(z.string().trim().max(interviewChoiceMaxLength)).max(interviewMaxChoices).default([]),
  })
  .transform((step) => ({
    ...step,
    options:
      step.questionType === 'choice' ? [...new Set(step.options.filter((option) => option !== ''))] : [],
  }))
  .superRefine((step, context) => {
    if (step.questionType === 'choice' && step.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: interviewIssues.choicesRequired });
    }
  });
export type InterviewStepInput = z.input<typeof interviewStepInputSchema>;
export type InterviewStepValues = z.output<typeof interviewStepInputSchema>;

const stepsSchema = z.array(interviewStepInputSchema).max(interviewMaxSteps);

/** A template: a name and at least one question, in the order asked. */
export const interviewTemplateInputSchema = z.object({
  templateName: z
    .string()
    .trim()
    .min(1, interviewIssues.templateNameRequired)
    .max(interviewTemplateNameMaxLength),
  steps: stepsSchema.min(1, interviewIssues.stepsRequired),
});
export type InterviewTemplateInput = z.input<typeof interviewTemplateInputSchema>;
export type InterviewTemplateValues = z.output<typeof interviewTemplateInputSchema>;

/** Spec §5: the applicant's e-mail is required (and must be one) on an interview. */
export const applicantEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, interviewIssues.emailRequired)
  .max(254)
  .refine((email) => email === '' || isEmail(email), interviewIssues.emailInvalid);

/**
 * A new interview: the applicant's e-mail, and a template's questions, questions of its own, or both (the
 * template's first). Without a template at least one question is needed.
 */
export const createInterviewInputSchema = z
  .object({
    applicantEmail: applicantEmailSchema,
    templateId: z.uuid().nullable(),
    steps: stepsSchema.default([]),
  })
  .superRefine((input, context) => {
    if (input.templateId === null && input.steps.length === 0) {
      context.addIssue({ code: 'custom', path: ['steps'], message: interviewIssues.stepsRequired });
    }
  });
export type CreateInterviewInput = z.input<typeof createInterviewInputSchema>;
export type CreateInterviewValues = z.output<typeof createInterviewInputSchema>;

/** The interview's time (a Helsinki day and wall time) and where it is held: an address or a phone number. */
export const scheduleInterviewInputSchema = z
  .object({
    date: z.string().refine(isDayKey, interviewIssues.timeInvalid),
    time: z.string().refine(isWallTime, interviewIssues.timeInvalid),
    location: z.string().trim().min(1, interviewIssues.locationRequired).max(interviewLocationMaxLength),
  })
  .superRefine((input, context) => {
    if (isDayKey(input.date) && isWallTime(input.time) && !helsinkiInstantOrNull(input.date, input.time)) {
      context.addIssue({ code: 'custom', path: ['time'], message: interviewIssues.timeInvalid });
    }
  });
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewInputSchema>;
export type ScheduleInterviewValues = z.output<typeof scheduleInterviewInputSchema>;

export const assignInterviewInputSchema = z.object({ assignedTo: z.uuid().nullable() });
export type AssignInterviewInput = z.infer<typeof assignInterviewInputSchema>;

/** One step's answer; null clears it. Whether it fits the question is checked against the step. */
export const answerInterviewStepInputSchema = z.object({
  answer: z.string().max(interviewAnswerMaxLength).nullable(),
});
export type AnswerInterviewStepInput = z.infer<typeof answerInterviewStepInputSchema>;

export const moveInterviewInputSchema = z.object({ state: z.enum(interviewStates) });
export type MoveInterviewInput = z.infer<typeof moveInterviewInputSchema>;
