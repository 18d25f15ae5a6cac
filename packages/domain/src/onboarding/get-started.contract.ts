import { z } from 'zod';
import { answerWithLinkInputSchema } from '../document-requests/document-requests.inputs';
import { defineContract } from '../shared/contract';
import { workerParamsSchema } from '../shared/route-params';
import {
  bankAccountInputSchema,
  confirmDetailsInputSchema,
  getStartedProgressSchema,
  publicGetStartedSchema,
  sendGetStartedLinkResultSchema,
} from './get-started';
import { answerTuberculosisSurveyInputSchema, sendOnboardingLinkInputSchema } from './tuberculosis-surveys';
import { onboardingTokenParamsSchema } from './tuberculosis-surveys.contract';

export const getStartedDocumentParamsSchema = onboardingTokenParamsSchema.extend({
  requestId: z.uuid(),
  documentId: z.uuid(),
});

export const sendGetStartedLinkContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/get-started-link',
  summary:
    'Send a new worker the get-started checklist: a single-purpose link by e-mail and/or SMS, valid 30 days',
  tag: 'onboarding',
  // HR's onboarding work, as the document requests and the surveys: admins and agents.
  access: { kind: 'ability', action: 'manage', subject: 'DocumentRequests' },
  params: workerParamsSchema,
  body: sendOnboardingLinkInputSchema,
  response: sendGetStartedLinkResultSchema,
  successStatus: 201,
});

export const getStartedProgressContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/get-started',
  summary: 'The worker’s newest get-started checklist: when it was sent and which steps are done',
  tag: 'onboarding',
  access: { kind: 'ability', action: 'read', subject: 'DocumentRequests' },
  params: workerParamsSchema,
  response: getStartedProgressSchema,
});

const publicStep = <TBody extends z.ZodType>(path: string, summary: string, body: TBody) =>
  defineContract({
    method: 'POST',
    path: `/api/public/get-started/:token${path}`,
    summary,
    tag: 'onboarding',
    access: { kind: 'public' },
    params: onboardingTokenParamsSchema,
    body,
    response: publicGetStartedSchema,
  });

export const getPublicGetStartedContract = defineContract({
  method: 'GET',
  path: '/api/public/get-started/:token',
  summary: 'The worker’s checklist through the link (no sign-in): unknown 404, expired 410',
  tag: 'onboarding',
  access: { kind: 'public' },
  params: onboardingTokenParamsSchema,
  response: publicGetStartedSchema,
});

export const confirmGetStartedDetailsContract = publicStep(
  '/details',
  'Step 1: the worker confirms name, mobile, city and birthday',
  confirmDetailsInputSchema,
);

export const saveGetStartedBankAccountContract = publicStep(
  '/bank-account',
  'Step 2: the bank account (a SEPA IBAN), stored encrypted with the payment details',
  bankAccountInputSchema,
);

export const answerGetStartedSurveyContract = publicStep(
  '/tuberculosis-survey',
  'Step 5: the worker answers the open tuberculosis survey in place',
  answerTuberculosisSurveyInputSchema,
);

export const answerGetStartedDocumentWithLinkContract = defineContract({
  method: 'POST',
  path: '/api/public/get-started/:token/document-requests/:requestId/documents/:documentId/link',
  summary: 'Step 4: answer one document of an open request of the worker with a link',
  tag: 'onboarding',
  access: { kind: 'public' },
  params: getStartedDocumentParamsSchema,
  body: answerWithLinkInputSchema,
  response: publicGetStartedSchema,
});

/** Binary uploads are registered directly (a raw body); these are their paths. */
export const getStartedTaxCardPath = '/api/public/get-started/:token/tax-card';
export const getStartedDocumentFilePath =
  '/api/public/get-started/:token/document-requests/:requestId/documents/:documentId/file';
/** The tax card the worker sent (payroll data: `read Payroll`, admins only), registered directly (a file). */
export const workerTaxCardPath = '/api/accounts/:accountId/workers/:workerId/tax-card';
/** Redirects (303) to the signing page with a new link for the worker's contract. */
export const getStartedContractPath = '/api/public/get-started/:token/contract';
