import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  interviewsAccessFixtures as fixtures,
  prepareInterviewsAccessFixtures,
} from './interviews-access-fixtures';
import { questionSteps } from './interviews-test-world';

const prepare = (db: Executor, world: Tenancy) =>
  prepareInterviewsAccessFixtures(db, matrixAccountIds(world));

const templates = (accountId: string) => `/api/accounts/${accountId}/interview-templates`;
const interviews = (accountId: string) =>
  `/api/accounts/${accountId}/applications/${fixtures.applicantId(accountId)}/interviews`;
const template = { templateName: 'Matriisin pohja', steps: questionSteps };

/**
 * Who may use the interview routes (the access matrix, http/access-matrix.routes.test.ts): recruitment
 * is HR's work, so admins and agents (subject Applications), never customers.
 */
export const interviewsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/interview-templates': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: templates(accountId) }),
  },
  'POST /api/accounts/:accountId/interview-templates': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: templates(accountId), payload: template }),
  },
  'PUT /api/accounts/:accountId/interview-templates/:templateId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${templates(accountId)}/${fixtures.templateId(accountId)}`,
      payload: template,
    }),
  },
  'DELETE /api/accounts/:accountId/interview-templates/:templateId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `${templates(accountId)}/${fixtures.nextDeletable(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/applications/:applicantId/interviews': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: interviews(accountId) }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/interviews': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: interviews(accountId),
      payload: { applicantEmail: 'matriisi.hakija@example.fi', templateId: fixtures.templateId(accountId) },
    }),
  },
  'PUT /api/accounts/:accountId/applications/:applicantId/interviews/:interviewId/schedule': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${interviews(accountId)}/${fixtures.waitingId(accountId)}/schedule`,
      payload: { date: '2030-01-15', time: '10:00', location: 'Puhelin' },
    }),
  },
  'PUT /api/accounts/:accountId/applications/:applicantId/interviews/:interviewId/assignee': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${interviews(accountId)}/${fixtures.waitingId(accountId)}/assignee`,
      payload: { assignedTo: null },
    }),
  },
  'PUT /api/accounts/:accountId/applications/:applicantId/interviews/:interviewId/steps/:stepIndex/answer': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `${interviews(accountId)}/${fixtures.inProgressId(accountId)}/steps/1/answer`,
      payload: { answer: 'yes' },
    }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/interviews/:interviewId/state': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${interviews(accountId)}/${fixtures.nextMovable(accountId)}/state`,
      payload: { state: 'in_progress' },
    }),
  },
  'GET /api/accounts/:accountId/upcoming-interviews': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/upcoming-interviews` }),
  },
  'GET /api/accounts/:accountId/interview-recruiters': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/interview-recruiters` }),
  },
};
