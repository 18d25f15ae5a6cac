import { type AccessRows, staff } from '../../testing/access-row';

/** Who may use the outbox routes (the access matrix, http/access-matrix.routes.test.ts). */
export const outboxAccessRows: AccessRows = {
  // Outbox view (features/outbox) and live updates (features/events).
  'GET /api/accounts/:accountId/outbox/mail': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/outbox/mail?perPage=5` }),
  },
  'GET /api/accounts/:accountId/outbox/sms': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/outbox/sms?page=2` }),
  },
  'GET /api/outbox/mail': {
    // Sign-in links of every user: the super-admin only.
    allowed: ['super-admin'],
    request: () => ({ method: 'GET', url: '/api/outbox/mail' }),
  },
};
