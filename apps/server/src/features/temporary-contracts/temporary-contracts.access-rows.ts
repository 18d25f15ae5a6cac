import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareWorkerActionsAccessFixtures,
  workerActionsAccessFixtures as workerActions,
} from '../worker-blocks/worker-actions-access-fixtures';

const prepareWorkerActionsMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkerActionsAccessFixtures(db, matrixAccountIds(world));

/** Who may use the temporary-contracts routes (the access matrix, http/access-matrix.routes.test.ts). */
export const temporaryContractsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/workers/:workerId/temporary-contracts': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/temporary-contracts`,
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/temporary-contracts': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/temporary-contracts`,
      payload: workerActions.temporaryContractBody(accountId),
    }),
  },
};
