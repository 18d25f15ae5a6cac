import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  answerTuberculosisSurveyInputSchema,
  onboardingTokenSchema,
  publicTuberculosisSurveySchema,
  reviewTuberculosisSurveyInputSchema,
  sendTuberculosisSurveyInputSchema,
  tuberculosisSurveyListQuerySchema,
  tuberculosisSurveyListSchema,
  tuberculosisSurveySchema,
} from './tuberculosis-surveys';

export const tuberculosisSurveyParamsSchema = accountParamsSchema.extend({ surveyId: z.uuid() });
export const onboardingTokenParamsSchema = z.object({ token: onboardingTokenSchema });

// Health data for HR: admins and agents (the menu subject DocumentRequests, HR's work); customers never.
const readsSurveys = { kind: 'ability', action: 'read', subject: 'DocumentRequests' } as const;
const managesSurveys = { kind: 'ability', action: 'manage', subject: 'DocumentRequests' } as const;

export const listTuberculosisSurveysContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/tuberculosis-surveys',
  summary: 'The account’s tuberculosis surveys, newest first (filters: status, needs follow-up, worker)',
  tag: 'onboarding',
  access: readsSurveys,
  params: accountParamsSchema,
  query: tuberculosisSurveyListQuerySchema,
  response: tuberculosisSurveyListSchema,
});

export const sendTuberculosisSurveyContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/tuberculosis-surveys',
  summary: 'Send a worker the tuberculosis survey: a single-purpose link by e-mail and/or SMS, valid 30 days',
  tag: 'onboarding',
  access: managesSurveys,
  params: accountParamsSchema,
  body: sendTuberculosisSurveyInputSchema,
  response: tuberculosisSurveySchema,
  successStatus: 201,
});

export const getTuberculosisSurveyContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/tuberculosis-surveys/:surveyId',
  summary: 'A tuberculosis survey with the worker’s answers and HR’s review',
  tag: 'onboarding',
  access: readsSurveys,
  params: tuberculosisSurveyParamsSchema,
  response: tuberculosisSurveySchema,
});

export const reviewTuberculosisSurveyContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/tuberculosis-surveys/:surveyId/review',
  summary: 'Mark an answered survey reviewed, with a note (TUBERCULOSIS_SURVEY_NOT_ANSWERED before)',
  tag: 'onboarding',
  access: managesSurveys,
  params: tuberculosisSurveyParamsSchema,
  body: reviewTuberculosisSurveyInputSchema,
  response: tuberculosisSurveySchema,
});

export const cancelTuberculosisSurveyContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/tuberculosis-surveys/:surveyId/cancel',
  summary: 'Cancel a survey not yet answered; its link stops working (TUBERCULOSIS_SURVEY_NOT_OPEN after)',
  tag: 'onboarding',
  access: managesSurveys,
  params: tuberculosisSurveyParamsSchema,
  response: tuberculosisSurveySchema,
});

export const getPublicTuberculosisSurveyContract = defineContract({
  method: 'GET',
  path: '/api/public/tuberculosis-surveys/:token',
  summary: 'The worker’s survey through the link (no sign-in): unknown 404, expired or cancelled 410',
  tag: 'onboarding',
  access: { kind: 'public' },
  params: onboardingTokenParamsSchema,
  response: publicTuberculosisSurveySchema,
});

export const answerPublicTuberculosisSurveyContract = defineContract({
  method: 'POST',
  path: '/api/public/tuberculosis-surveys/:token/answers',
  summary: 'The worker’s answers, once (TUBERCULOSIS_SURVEY_ANSWERED after)',
  tag: 'onboarding',
  access: { kind: 'public' },
  params: onboardingTokenParamsSchema,
  body: answerTuberculosisSurveyInputSchema,
  response: publicTuberculosisSurveySchema,
});
