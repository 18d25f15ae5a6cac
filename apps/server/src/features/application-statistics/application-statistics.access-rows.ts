import { type AccessRows, staff } from '../../testing/access-row';

/** Recruitment figures are HR's: admins and agents; customers 403 (http/access-matrix.routes.test.ts). */
export const applicationStatisticsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/application-statistics': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/application-statistics` }),
  },
};
