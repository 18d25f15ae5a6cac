import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  questionnairesAccessFixtures as fixtures,
  prepareQuestionnairesAccessFixtures,
  questionnairePublicToken,
} from './questionnaires-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareQuestionnairesAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

const base = (accountId: string) => `/api/accounts/${accountId}/questionnaires`;
const one = (accountId: string, path = '') =>
  `${base(accountId)}/${fixtures.questionnaireId(accountId)}${path}`;
const form = {
  title: 'Matriisin kysely',
  description: null,
  expiresOn: '2027-01-31',
  isDraft: false,
  questions: [{ id: 'nimi', type: 'text_question_short', text: 'Lempinimi' }],
};
const targets = { region: null, cities: ['Espoo'], roles: [] };

/**
 * Who may use the questionnaire routes (the access matrix, http/access-matrix.routes.test.ts): HR's
 * communications, so admins and agents (subject Communications), never customers; the worker answers
 * through the link without signing in.
 */
export const questionnairesAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/questionnaires': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'POST /api/accounts/:accountId/questionnaires': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: base(accountId), payload: form }),
  },
  'GET /api/accounts/:accountId/questionnaires/:questionnaireId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: one(accountId) }),
  },
  'PUT /api/accounts/:accountId/questionnaires/:questionnaireId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'PUT', url: one(accountId), payload: form }),
  },
  'DELETE /api/accounts/:accountId/questionnaires/:questionnaireId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${base(accountId)}/${fixtures.nextDeletable(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/questionnaires/:questionnaireId/recipients': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: one(accountId, '/recipients'), payload: { targets } }),
  },
  'POST /api/accounts/:accountId/questionnaires/:questionnaireId/send': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: one(accountId, '/send'),
      payload: { targets, email: true, sms: false },
    }),
  },
  'GET /api/accounts/:accountId/questionnaires/:questionnaireId/results': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: one(accountId, '/results') }),
  },
  'GET /api/accounts/:accountId/questionnaires/:questionnaireId/results.csv': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: one(accountId, '/results.csv') }),
  },
  'GET /api/public/questionnaires/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: `/api/public/questionnaires/${questionnairePublicToken}` }),
  },
  'POST /api/public/questionnaires/:token': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `/api/public/questionnaires/${questionnairePublicToken}`,
      payload: { answers: { vuoro: 'aamu' } },
    }),
  },
};
