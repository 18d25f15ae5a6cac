import { type AccessRows, staff } from '../../testing/access-row';

/** Who may use the geocoding routes (the access matrix, http/access-matrix.routes.test.ts). */
export const geocodingAccessRows: AccessRows = {
  'POST /api/accounts/:accountId/geocode': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/geocode`,
      payload: { streetAddress: 'Hämeenkatu 10, 33100 Tampere' },
    }),
  },
  'GET /api/accounts/:accountId/geocode/postcodes/:postcode': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/geocode/postcodes/33100` }),
  },
};
