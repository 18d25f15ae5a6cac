import { z } from 'zod';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import {
  followUpReasons,
  storedTuberculosisAnswersSchema,
  tuberculosisAnswersSchema,
} from './tuberculosis-questions';

/** A survey is sent, answered once by the worker, then reviewed by HR; cancelled stops its link. */
export const tuberculosisSurveyStatuses = ['sent', 'answered', 'reviewed', 'cancelled'] as const;
export type TuberculosisSurveyStatus = (typeof tuberculosisSurveyStatuses)[number];

/** Where the public questionnaire lives in the web app; the link adds the secret. */
export const tuberculosisSurveyPagePath = '/services/tuberculosis-survey';
export const tuberculosisSurveyMessageKind = 'tuberculosis-survey';
/** How long a survey link (and a get-started link) stays valid. */
export const onboardingLinkDays = 30;

export function onboardingLinkExpiresAt(now: Date): Date {
  return new Date(now.getTime() + onboardingLinkDays * 24 * 60 * 60 * 1000);
}

/** How a link is sent to the worker: through the outbox, by e-mail and/or SMS. */
export const onboardingChannels = ['email', 'sms'] as const;
export type OnboardingChannel = (typeof onboardingChannels)[number];

export const sendOnboardingLinkInputSchema = z.object({
  channels: z.array(z.enum(onboardingChannels)).min(1).max(2),
});
export const sendTuberculosisSurveyInputSchema = sendOnboardingLinkInputSchema.extend({ workerId: z.uuid() });
export type SendTuberculosisSurveyInput = z.input<typeof sendTuberculosisSurveyInputSchema>;

export const tuberculosisSurveySummarySchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  status: z.enum(tuberculosisSurveyStatuses),
  needsFollowUp: z.boolean(),
  followUpReasons: z.array(z.enum(followUpReasons)),
  sentAt: z.iso.datetime(),
  linkExpiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TuberculosisSurveySummary = z.infer<typeof tuberculosisSurveySummarySchema>;

export const tuberculosisSurveySchema = tuberculosisSurveySummarySchema.extend({
  locale: z.string(),
  answers: storedTuberculosisAnswersSchema.nullable(),
  reviewNote: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type TuberculosisSurvey = z.infer<typeof tuberculosisSurveySchema>;

/** The list, and how many answered surveys wait for HR's review with a follow-up flag (the HR count). */
export const tuberculosisSurveyListSchema = pagedSchema(tuberculosisSurveySummarySchema).extend({
  followUpCount: z.number().int(),
});
export type TuberculosisSurveyList = z.infer<typeof tuberculosisSurveyListSchema>;

export const tuberculosisSurveyListQuerySchema = z.object({
  status: z.enum(tuberculosisSurveyStatuses).optional(),
  needsFollowUp: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  workerId: z.uuid().optional(),
  ...pageQueryFields(),
});
export type TuberculosisSurveyListQuery = z.input<typeof tuberculosisSurveyListQuerySchema>;

export const reviewTuberculosisSurveyInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
});
export type ReviewTuberculosisSurveyInput = z.input<typeof reviewTuberculosisSurveyInputSchema>;

/** What the worker sees through the link: whose survey, and whether it is still to be answered. */
export const publicTuberculosisSurveySchema = z.object({
  firstName: z.string(),
  company: z.string(),
  locale: z.string(),
  /** `answered` once the worker has sent it (HR's review is not the worker's business). */
  status: z.enum(['sent', 'answered']),
  linkExpiresAt: z.iso.datetime(),
});
export type PublicTuberculosisSurvey = z.infer<typeof publicTuberculosisSurveySchema>;

export const answerTuberculosisSurveyInputSchema = z.object({ answers: tuberculosisAnswersSchema });
export type AnswerTuberculosisSurveyInput = z.input<typeof answerTuberculosisSurveyInputSchema>;

/** The secret of a link: any shape up to a sane length is looked up (a bad one answers 404). */
export const onboardingTokenSchema = z.string().min(1).max(100);
