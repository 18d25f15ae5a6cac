import { type AccessRows, everyone } from '../../testing/access-row';

/** Who may use the dashboard routes (the access matrix, http/access-matrix.routes.test.ts). */
export const dashboardAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/dashboard': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/dashboard` }),
  },
};
