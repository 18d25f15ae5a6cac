import { z } from 'zod';
import { messageTargetsSchema } from '../messaging/message-targets';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  answerQuestionnaireInputSchema,
  publicQuestionnaireSchema,
  questionnaireInputSchema,
  questionnaireListQuerySchema,
  questionnaireListSchema,
  questionnaireRecipientsSchema,
  questionnaireResultsSchema,
  questionnaireSchema,
  questionnaireSendResultSchema,
  questionnaireTokenSchema,
  sendQuestionnaireInputSchema,
} from './questionnaires';

export const questionnaireParamsSchema = accountParamsSchema.extend({ questionnaireId: z.uuid() });
export const questionnaireTokenParamsSchema = z.object({ token: questionnaireTokenSchema });

// Communications are HR's work: admins and agents (menu subject Communications); customers see none of it.
const reads = { kind: 'ability', action: 'read', subject: 'Communications' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Communications' } as const;
const base = '/api/accounts/:accountId/questionnaires';
const tag = 'questionnaires';

export const listQuestionnairesContract = defineContract({
  method: 'GET',
  path: base,
  summary: 'The account’s questionnaires, newest first, pages of 10, with their derived status',
  tag,
  access: reads,
  params: accountParamsSchema,
  query: questionnaireListQuerySchema,
  response: questionnaireListSchema,
});

export const createQuestionnaireContract = defineContract({
  method: 'POST',
  path: base,
  summary:
    'A new questionnaire; each question needs its text (QUESTION_TEXT_REQUIRED), a choice at least two options (QUESTION_OPTIONS_TOO_FEW)',
  tag,
  access: manages,
  params: accountParamsSchema,
  body: questionnaireInputSchema,
  response: questionnaireSchema,
  successStatus: 201,
});

export const getQuestionnaireContract = defineContract({
  method: 'GET',
  path: `${base}/:questionnaireId`,
  summary: 'A questionnaire with its questions',
  tag,
  access: reads,
  params: questionnaireParamsSchema,
  response: questionnaireSchema,
});

export const updateQuestionnaireContract = defineContract({
  method: 'PUT',
  path: `${base}/:questionnaireId`,
  summary: 'Changes a questionnaire (answers already given stay; those to removed questions are not counted)',
  tag,
  access: manages,
  params: questionnaireParamsSchema,
  body: questionnaireInputSchema,
  response: questionnaireSchema,
});

export const deleteQuestionnaireContract = defineContract({
  method: 'DELETE',
  path: `${base}/:questionnaireId`,
  summary: 'Deletes a questionnaire (soft: it leaves the list and its links stop working)',
  tag,
  access: manages,
  params: questionnaireParamsSchema,
  response: z.object({ id: z.uuid() }),
});

export const questionnaireRecipientsContract = defineContract({
  method: 'POST',
  path: `${base}/:questionnaireId/recipients`,
  summary: 'How many workers the targets reach, before sending (nothing is sent)',
  tag,
  access: reads,
  params: questionnaireParamsSchema,
  body: z.object({ targets: messageTargetsSchema }),
  response: questionnaireRecipientsSchema,
});

export const sendQuestionnaireContract = defineContract({
  method: 'POST',
  path: `${base}/:questionnaireId/send`,
  summary:
    'Sends each targeted worker without a link one personal link by e-mail and/or SMS; a draft (QUESTIONNAIRE_IS_DRAFT) or expired one (QUESTIONNAIRE_EXPIRED) is refused',
  tag,
  access: manages,
  params: questionnaireParamsSchema,
  body: sendQuestionnaireInputSchema,
  response: questionnaireSendResultSchema,
});

export const questionnaireResultsContract = defineContract({
  method: 'GET',
  path: `${base}/:questionnaireId/results`,
  summary: 'The results per question: counts per option, range average and distribution, dates and texts',
  tag,
  access: reads,
  params: questionnaireParamsSchema,
  response: questionnaireResultsSchema,
});

/** The CSV export is registered directly (a file, not JSON): one row per response. */
export const questionnaireResultsCsvPath = `${base}/:questionnaireId/results.csv`;
export const questionnaireResultsCsvQuerySchema = z.object({
  /** English Excel reads `,` and a decimal point; the other languages `;` and a decimal comma. */
  language: z.enum(['fi', 'en', 'de', 'fr', 'pt']).default('fi'),
});

export const getPublicQuestionnaireContract = defineContract({
  method: 'GET',
  path: '/api/public/questionnaires/:token',
  summary: 'What the worker sees through the link (no sign-in): the questions and their earlier answers',
  tag,
  access: { kind: 'public' },
  params: questionnaireTokenParamsSchema,
  response: publicQuestionnaireSchema,
});

export const answerQuestionnaireContract = defineContract({
  method: 'POST',
  path: '/api/public/questionnaires/:token',
  summary:
    'The worker’s answers; replaces their earlier answers until the questionnaire expires (then 410 QUESTIONNAIRE_EXPIRED)',
  tag,
  access: { kind: 'public' },
  params: questionnaireTokenParamsSchema,
  body: answerQuestionnaireInputSchema,
  response: publicQuestionnaireSchema,
});
