import { type AccessRows, everyone } from '../../testing/access-row';
import { testPassword } from '../../testing/factories';

/** Who may use the me routes (the access matrix, http/access-matrix.routes.test.ts). */
export const meAccessRows: AccessRows = {
  'GET /api/me': { allowed: everyone, request: () => ({ method: 'GET', url: '/api/me' }) },
  'PUT /api/me/profile': {
    allowed: everyone,
    request: () => ({
      method: 'PUT',
      url: '/api/me/profile',
      payload: { firstName: 'Testi', lastName: 'Käyttäjä', mobile: '+358401234567', locale: 'fi' },
    }),
  },
  'POST /api/me/password': {
    allowed: everyone,
    // Each role's user changes its own password once. That ends the matrix's sessions; the answer's new
    // session serves the later rows.
    startsSession: true,
    request: () => ({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: testPassword, newPassword: 'new-password-1' },
    }),
  },
};
