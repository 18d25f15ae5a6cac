import type { AccessRows } from '../../testing/access-row';

/** Who may use the system routes (the access matrix, http/access-matrix.routes.test.ts). */
export const systemAccessRows: AccessRows = {
  'GET /api/health': { allowed: 'public', request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/openapi.json': {
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  },
};
