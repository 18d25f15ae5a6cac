import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareWorkerActionsAccessFixtures,
  workerActionsAccessFixtures as workerActions,
} from './worker-actions-access-fixtures';

const prepareWorkerActionsMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkerActionsAccessFixtures(db, matrixAccountIds(world));

/** Who may use the worker-blocks routes (the access matrix, http/access-matrix.routes.test.ts). */
export const workerBlocksAccessRows: AccessRows = {
  // HR worker actions (features/worker-blocks, temporary-contracts, documents, worker-messages,
  // worker-search): customers have no Worker or Communications ability.
  'GET /api/accounts/:accountId/workers/:workerId/blocks': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks`,
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/blocks': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks`,
      payload: { scope: 'areas', areaIds: [workerActions.areaId(accountId)], reason: 'Matriisi' },
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/blocks/:blockId/lift': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks/${workerActions.nextBlockId(accountId)}/lift`,
    }),
  },
  'GET /api/accounts/:accountId/worker-blocks/area-options': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/worker-blocks/area-options`,
    }),
  },
};
