import type { Executor } from '../../db/client';
import type { AccessRows, Tenancy } from '../../testing/access-row';
import {
  areaGroupsAccessFixtures as areaGroupsFixtures,
  prepareAreaGroupsAccessFixtures,
} from './area-groups-access-fixtures';

const prepareAreaGroupsMatrix = (db: Executor, world: Tenancy) =>
  prepareAreaGroupsAccessFixtures(db, world.accountA1.id);

/** Who may use the area-groups routes (the access matrix, http/access-matrix.routes.test.ts). */
export const areaGroupsAccessRows: AccessRows = {
  // Area groups (features/area-groups) span accounts: super-admins and organization-admins only; the
  // service checks each account id against the caller's accounts.
  'GET /api/area-groups': {
    allowed: ['super-admin', 'organization-admin'],
    prepare: prepareAreaGroupsMatrix,
    request: () => ({ method: 'GET', url: '/api/area-groups' }),
  },
  'GET /api/area-groups/:groupId': {
    allowed: ['super-admin', 'organization-admin'],
    prepare: prepareAreaGroupsMatrix,
    request: () => ({ method: 'GET', url: `/api/area-groups/${areaGroupsFixtures.groupId()}` }),
  },
  'PUT /api/area-groups/:groupId/members': {
    allowed: ['super-admin', 'organization-admin'],
    prepare: prepareAreaGroupsMatrix,
    request: () => ({
      method: 'PUT',
      url: `/api/area-groups/${areaGroupsFixtures.groupId()}/members`,
      payload: {
        groupName: areaGroupsFixtures.groupName(),
        accountId: areaGroupsFixtures.accountId(),
        areaId: areaGroupsFixtures.keptAreaId(),
      },
    }),
  },
  'DELETE /api/area-groups/:groupId/members': {
    allowed: ['super-admin', 'organization-admin'],
    prepare: prepareAreaGroupsMatrix,
    request: () => ({
      method: 'DELETE',
      url: `/api/area-groups/${areaGroupsFixtures.groupId()}/members?accountId=${areaGroupsFixtures.accountId()}&areaId=${areaGroupsFixtures.nextRemovableAreaId()}`,
    }),
  },
};
