import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  onboardingAccessFixtures as fixtures,
  noAnswers,
  prepareOnboardingAccessFixtures,
  publicTokens,
} from './onboarding-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareOnboardingAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

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
};
