import { type AccessRows, staff } from '../../testing/access-row';

/** Who may use the worker-search routes (the access matrix, http/access-matrix.routes.test.ts). */
export const workerSearchAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/workers/search': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/workers/search?q=Ma` }),
  },
};
