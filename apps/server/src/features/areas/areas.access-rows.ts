import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { areasAccessFixtures as areasFixtures, prepareAreasAccessFixtures } from './areas-access-fixtures';

// In A1 the area to read is the customer's own area, which a customer may read.
const prepareAreasMatrix = (db: Executor, world: Tenancy) =>
  prepareAreasAccessFixtures(db, matrixAccountIds(world), { [world.accountA1.id]: world.areaOfCustomer.id });

/** Who may use the areas routes (the access matrix, http/access-matrix.routes.test.ts). */
export const areasAccessRows: AccessRows = {
  // Work areas (features/areas) and geocoding (features/geocoding): customers read their own areas only
  // and see no area screens; the others manage the areas of their accounts.
  'GET /api/accounts/:accountId/areas': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/areas?search=ko&perPage=5`,
    }),
  },
  'GET /api/accounts/:accountId/areas/suggestions': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/areas/suggestions?prefix=Pa`,
    }),
  },
  'GET /api/accounts/:accountId/areas/pool-options': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/areas/pool-options` }),
  },
  'GET /api/accounts/:accountId/areas/:areaId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.readableAreaId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/areas': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/areas`,
      payload: { name: 'Matriisin uusi alue', postcode: '33100' },
    }),
  },
  'PUT /api/accounts/:accountId/areas/:areaId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.editableAreaId(accountId)}`,
      payload: { name: 'Matriisin muokattava alue', city: 'Tampere' },
    }),
  },
  'DELETE /api/accounts/:accountId/areas/:areaId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.nextDeletableAreaId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/areas/:areaId/restore': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.nextRestorableAreaId(accountId)}/restore`,
    }),
  },
};
