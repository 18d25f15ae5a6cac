import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  applicationCommentsAccessFixtures as fixtures,
  prepareApplicationCommentsAccessFixtures,
} from './application-comments-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareApplicationCommentsAccessFixtures(db, matrixAccountIds(world));

const comments = (accountId: string) =>
  `/api/accounts/${accountId}/applications/${fixtures.applicantId(accountId)}/comments`;
const comment = (accountId: string) => `${comments(accountId)}/${fixtures.commentId(accountId)}`;

/** Application comments are recruitment (subject Applications): admins and agents, never customers. */
export const applicationCommentsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/applications/:applicantId/comments': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: comments(accountId) }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/comments': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: comments(accountId),
      payload: { text: 'Laillistus tarkistettu.' },
    }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/comments/:commentId/resolve': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: `${comment(accountId)}/resolve` }),
  },
  'POST /api/accounts/:accountId/applications/:applicantId/comments/:commentId/reopen': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'POST', url: `${comment(accountId)}/reopen` }),
  },
};
