import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareWorkerActionsAccessFixtures,
  workerActionsAccessFixtures as workerActions,
} from '../worker-blocks/worker-actions-access-fixtures';

const prepareWorkerActionsMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkerActionsAccessFixtures(db, matrixAccountIds(world));

/** Who may use the documents routes (the access matrix, http/access-matrix.routes.test.ts). */
export const documentsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/documents/:documentId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/documents/${workerActions.documentId(accountId)}`,
    }),
  },
};
