import { type AccessRows, staff } from '../../testing/access-row';

/** Who may use the employee-search routes (the access matrix, http/access-matrix.routes.test.ts). */
export const employeeSearchAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/employees/search': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/employees/search?q=Ma` }),
  },
};
