import type { Executor } from '../../db/client';
import { type AccessRows, admins, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  onboardingAccessFixtures as fixtures,
  matrixPdf,
  noAnswers,
  prepareOnboardingAccessFixtures,
  publicTokens,
} from './onboarding-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareOnboardingAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

const getStarted = `/api/public/get-started/${publicTokens.getStarted}`;
const documentPath = (kind: 'link' | 'file') => {
  const { requestId, documentId } = fixtures.getStartedDocument(kind);
  return `${getStarted}/document-requests/${requestId}/documents/${documentId}/${kind}`;
};

const surveys = (accountId: string) => `/api/accounts/${accountId}/tuberculosis-surveys`;

/**
 * Who may use the onboarding routes (the access matrix, http/access-matrix.routes.test.ts): HR's work and
 * health data, so admins and agents (subject DocumentRequests), never customers; the worker answers
 * through the links without signing in.
 */
export const onboardingAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/tuberculosis-surveys': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: surveys(accountId) }),
  },
  'POST /api/accounts/:accountId/tuberculosis-surveys': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: surveys(accountId),
      payload: { workerId: fixtures.workerId(accountId), channels: ['email'] },
    }),
  },
  'GET /api/accounts/:accountId/tuberculosis-surveys/:surveyId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${surveys(accountId)}/${fixtures.surveyId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/tuberculosis-surveys/:surveyId/review': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${surveys(accountId)}/${fixtures.nextReviewable(accountId)}/review`,
      payload: { note: null },
    }),
  },
  'POST /api/accounts/:accountId/tuberculosis-surveys/:surveyId/cancel': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${surveys(accountId)}/${fixtures.nextCancellable(accountId)}/cancel`,
    }),
  },
  'GET /api/public/tuberculosis-surveys/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: `/api/public/tuberculosis-surveys/${publicTokens.surveyShow}` }),
  },
  'POST /api/public/tuberculosis-surveys/:token/answers': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `/api/public/tuberculosis-surveys/${publicTokens.surveyAnswer}/answers`,
      payload: { answers: noAnswers },
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/get-started-link': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${fixtures.workerId(accountId)}/get-started-link`,
      payload: { channels: ['email', 'sms'] },
    }),
  },
  'GET /api/public/get-started/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: getStarted }),
  },
  'POST /api/public/get-started/:token/details': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `${getStarted}/details`,
      payload: {
        firstName: 'Uusi',
        lastName: 'Matriisi',
        mobile: '040 123 4567',
        addressCity: 'Tampere',
        birthday: '1990-05-17',
      },
    }),
  },
  'POST /api/public/get-started/:token/bank-account': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `${getStarted}/bank-account`,
      payload: { iban: 'FI21 1234 5600 0007 85' },
    }),
  },
  'POST /api/public/get-started/:token/tax-card': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `${getStarted}/tax-card?withholdingPercent=12.5`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: matrixPdf,
    }),
  },
  'GET /api/public/get-started/:token/contract': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: `${getStarted}/contract` }),
  },
  'POST /api/public/get-started/:token/tuberculosis-survey': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `${getStarted}/tuberculosis-survey`,
      payload: { answers: noAnswers },
    }),
  },
  'POST /api/public/get-started/:token/document-requests/:requestId/documents/:documentId/link': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: documentPath('link'),
      payload: { name: 'Verokortti', link: 'https://vero.example/verokortti.pdf' },
    }),
  },
  'POST /api/public/get-started/:token/document-requests/:requestId/documents/:documentId/file': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `${documentPath('file')}?name=verokortti.pdf`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: matrixPdf,
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/get-started': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${fixtures.workerId(accountId)}/get-started`,
    }),
  },
  // The tax card is payroll data: the payroll roles only (read Payroll), not agents.
  'GET /api/accounts/:accountId/workers/:workerId/tax-card': {
    allowed: admins,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${fixtures.workerId(accountId)}/tax-card`,
    }),
  },
};
