import { type AccessRows, admins, everyone } from '../../testing/access-row';

/** Who may use the accounts routes (the access matrix, http/access-matrix.routes.test.ts). */
export const accountsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/settings': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/settings` }),
  },
  'PUT /api/accounts/:accountId/settings': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/settings`,
      payload: { unpaidTime: 30, minHoursWithBreak: 6 },
    }),
  },
};
