import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  prepareShiftPlanningAccessFixtures,
  shiftPlanningAccessFixtures,
} from './shift-planning-access-fixtures';

const prepareShiftPlanningMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftPlanningAccessFixtures(db, matrixAccountIds(world));

/** Who may use the shift-planning routes (the access matrix, http/access-matrix.routes.test.ts). */
export const shiftPlanningAccessRows: AccessRows = {
  // Shift planning (features/shift-planning): staff only; customers have no ShiftPlanning ability.
  'GET /api/accounts/:accountId/shift-planning': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shift-planning?weeks=2&sort=fill_rate`,
    }),
  },
  'GET /api/accounts/:accountId/shift-planning/areas/:areaId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareShiftPlanningMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shift-planning/areas/${shiftPlanningAccessFixtures.areaId(accountId)}`,
    }),
  },
};
