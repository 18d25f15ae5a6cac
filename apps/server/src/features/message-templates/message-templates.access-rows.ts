import { type AccessRows, staff } from '../../testing/access-row';

const base = (accountId: string) => `/api/accounts/${accountId}/message-templates`;
const text = { subject: 'Tervetuloa', body: 'Hei {{firstName}}!' };

/**
 * Who may read and change the account's message texts (the access matrix): HR's communications, so
 * admins and agents (subject Communications), never customers. Saving and resetting are idempotent.
 */
export const messageTemplatesAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/message-templates': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'GET /api/accounts/:accountId/message-templates/:type': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `${base(accountId)}/welcome` }),
  },
  'PUT /api/accounts/:accountId/message-templates/:type/:locale': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'PUT', url: `${base(accountId)}/welcome/fi`, payload: text }),
  },
  'DELETE /api/accounts/:accountId/message-templates/:type/:locale': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'DELETE', url: `${base(accountId)}/welcome/fi` }),
  },
  'POST /api/accounts/:accountId/message-templates/:type/preview': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'POST', url: `${base(accountId)}/welcome/preview`, payload: text }),
  },
};
