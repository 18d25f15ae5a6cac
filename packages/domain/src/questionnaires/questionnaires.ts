import { z } from 'zod';
import { messageTargetsSchema } from '../messaging/message-targets';
import { locales } from '../shared/constants';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { answersSchema } from './questionnaire-answers';
import { questionnaireIssues, questionSchema, questionsSchema } from './questionnaire-questions';
import { questionResultSchema } from './questionnaire-results';
import { questionnaireStatuses } from './questionnaire-status';

/** Where the public answer page lives in the web app; the link adds the secret (`/q/<token>`). */
export const questionnairePagePath = '/q';
export const questionnaireMessageKind = 'questionnaire';

/** The editor's form: title, description, expiry day, draft flag and the questions in their order. */
export const questionnaireInputSchema = z.object({
  title: z.string().trim().min(1, questionnaireIssues.titleRequired).max(200),
  description: z
    .string()
    .trim()
    .max(4000)
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  expiresOn: z.iso.date().nullable(),
  isDraft: z.boolean(),
  questions: questionsSchema,
});
export type QuestionnaireInput = z.input<typeof questionnaireInputSchema>;
export type QuestionnaireValues = z.output<typeof questionnaireInputSchema>;

export const questionnaireListQuerySchema = z.object({ ...pageQueryFields() });
export type QuestionnaireListQuery = z.input<typeof questionnaireListQuerySchema>;

export const questionnaireSummarySchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  title: z.string(),
  status: z.enum(questionnaireStatuses),
  isDraft: z.boolean(),
  expiresOn: z.iso.date().nullable(),
  questionCount: z.number().int(),
  invitedCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = questionnaireSummarySchema.extend({
  description: z.string().nullable(),
  questions: z.array(questionSchema),
  /** Whom it was last sent to (the send dialog opens with them); empty parts mean everyone. */
  targets: messageTargetsSchema,
  updatedAt: z.iso.datetime(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireListSchema = pagedSchema(questionnaireSummarySchema);
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;

/** Whom to send to and how: the targets (empty parts mean the whole account) and at least one channel. */
export const sendQuestionnaireInputSchema = z
  .object({
    targets: messageTargetsSchema,
    email: z.boolean(),
    sms: z.boolean(),
  })
  .refine((input) => input.email || input.sms, {
    message: 'QUESTIONNAIRE_CHANNEL_REQUIRED',
    path: ['email'],
  });
export type SendQuestionnaireInput = z.input<typeof sendQuestionnaireInputSchema>;

/** Before sending: how many workers the targets reach and how many of them already have their link. */
export const questionnaireRecipientsSchema = z.object({
  recipients: z.number().int(),
  alreadyInvited: z.number().int(),
});

/** After sending: the links sent now (one per worker who had none) and those skipped as sent before. */
export const questionnaireSendResultSchema = z.object({
  invited: z.number().int(),
  alreadyInvited: z.number().int(),
});
export type QuestionnaireSendResult = z.infer<typeof questionnaireSendResultSchema>;

export const questionnaireResultsSchema = z.object({
  questionnaireId: z.uuid(),
  title: z.string(),
  invitedCount: z.number().int(),
  responseCount: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;

/** What the worker sees through the link: the questions and their own earlier answers, nothing else. */
export const publicQuestionnaireSchema = z.object({
  /** The worker's language: the page opens in it unless the browser already chose one. */
  locale: z.enum(locales).nullable(),
  title: z.string(),
  description: z.string().nullable(),
  company: z.string(),
  firstName: z.string(),
  expiresOn: z.iso.date().nullable(),
  questions: z.array(questionSchema),
  answers: answersSchema.nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type PublicQuestionnaire = z.infer<typeof publicQuestionnaireSchema>;

export const answerQuestionnaireInputSchema = z.object({ answers: answersSchema });
export type AnswerQuestionnaireInput = z.infer<typeof answerQuestionnaireInputSchema>;

/** The secret of a link: any shape up to a sane length is looked up (a bad one answers the link invalid). */
export const questionnaireTokenSchema = z.string().min(1).max(100);
