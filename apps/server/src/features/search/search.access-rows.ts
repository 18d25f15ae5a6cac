import { type AccessRows, everyone } from '../../testing/access-row';

/** Who may use the global search (the access matrix, http/access-matrix.routes.test.ts). */
export const searchAccessRows: AccessRows = {
  // Every role searches its accounts; what it finds is narrowed per kind (search.routes.test.ts).
  'GET /api/accounts/:accountId/search': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/search?q=ko` }),
  },
};
