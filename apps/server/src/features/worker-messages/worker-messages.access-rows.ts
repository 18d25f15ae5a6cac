import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareWorkerActionsAccessFixtures,
  workerActionsAccessFixtures as workerActions,
} from '../worker-blocks/worker-actions-access-fixtures';

const prepareWorkerActionsMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkerActionsAccessFixtures(db, matrixAccountIds(world));

/** Who may use the worker-messages routes (the access matrix, http/access-matrix.routes.test.ts). */
export const workerMessagesAccessRows: AccessRows = {
  'POST /api/accounts/:accountId/workers/:workerId/sms': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/sms`,
      payload: { message: 'Hei! Huomisen vuoro alkaa klo 7.' },
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/email': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/email`,
      payload: { subject: 'Vuoro', text: 'Hei! Huomisen vuoro alkaa klo 7.' },
    }),
  },
};
