import { type StaffRole, staffRoles } from '@portal/domain/access/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import {
  actionCenterAccessFixtures as actionCenterFixtures,
  prepareActionCenterAccessFixtures,
} from '../features/action-center/action-center-access-fixtures';
import {
  areaGroupsAccessFixtures as areaGroupsFixtures,
  prepareAreaGroupsAccessFixtures,
} from '../features/area-groups/area-groups-access-fixtures';
import {
  areasAccessFixtures as areasFixtures,
  prepareAreasAccessFixtures,
} from '../features/areas/areas-access-fixtures';
import {
  confirmationsAccessFixtures,
  prepareConfirmationsAccessFixtures,
} from '../features/confirmations/confirmations-access-fixtures';
import {
  gigsAccessFixtures as gigsFixtures,
  matrixShift,
  prepareGigsAccessFixtures,
} from '../features/gigs/gigs-access-fixtures';
import {
  personnelAccessFixtures as personnelFixtures,
  preparePersonnelAccessFixtures,
} from '../features/personnel/personnel-access-fixtures';
import {
  poolsAccessFixtures as poolsFixtures,
  preparePoolsAccessFixtures,
} from '../features/pools/pools-access-fixtures';
import {
  shiftInvitationsAccessFixtures as invitationsFixtures,
  prepareShiftInvitationsAccessFixtures,
} from '../features/shift-invitations/shift-invitations-access-fixtures';
import {
  prepareShiftPlanningAccessFixtures,
  shiftPlanningAccessFixtures,
} from '../features/shift-planning/shift-planning-access-fixtures';
import {
  prepareShiftsAccessFixtures,
  shiftsAccessFixtures as shiftsFixtures,
} from '../features/shifts/shifts-access-fixtures';
import {
  prepareWorkerActionsAccessFixtures,
  workerActionsAccessFixtures as workerActions,
} from '../features/worker-blocks/worker-actions-access-fixtures';
import { buildTenancy } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Every API route, and who must be refused. A route added without a row here fails the first test, so
 * nobody can ship an endpoint whose access was never decided.
 *
 * `allowed` lists the roles that may use the route on their own account (A1). Every other role must get
 * 403. Account-scoped routes are also called on account A2 (same organization) and B1 (other
 * organization): outside the caller's scope the answer is 404, never data.
 */
type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;
type MatrixRow = {
  allowed: readonly StaffRole[] | 'public';
  accountScoped?: boolean;
  /** Creates records the request names (in A1, A2 and B1), once before the tests; must be idempotent. */
  prepare?: (db: Executor, world: Tenancy) => Promise<void>;
  request: (world: Tenancy, accountId: string) => InjectOptions;
};

const everyone = staffRoles;
const admins: StaffRole[] = ['super-admin', 'organization-admin', 'admin'];
const staffWithOutbox: StaffRole[] = ['super-admin', 'organization-admin', 'admin', 'agent'];

const preparePoolsMatrix = (db: Executor, world: Tenancy) =>
  preparePoolsAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id]);

const preparePersonnelMatrix = (db: Executor, world: Tenancy) =>
  preparePersonnelAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id]);

const prepareWorkerActionsMatrix = (db: Executor, world: Tenancy) =>
  prepareWorkerActionsAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id]);

// The public invitation links are the first account's.
const prepareInvitationsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftInvitationsAccessFixtures(
    db,
    [world.accountA1.id, world.accountA2.id, world.accountB1.id],
    world.accountA1.id,
  );

// In A1 the area to read is the customer's own area, which a customer may read.
const prepareAreasMatrix = (db: Executor, world: Tenancy) =>
  prepareAreasAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id], {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });

// In A1 the gigs are in the customer's own area, so the customer's reads and orders are served.
const prepareGigsMatrix = (db: Executor, world: Tenancy) =>
  prepareGigsAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id], {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });
const gigStaff: StaffRole[] = ['super-admin', 'organization-admin', 'admin', 'agent'];

const prepareAreaGroupsMatrix = (db: Executor, world: Tenancy) =>
  prepareAreaGroupsAccessFixtures(db, world.accountA1.id);

// In A1 the shifts are in the customer's own area, which a customer may read and edit.
const prepareShiftsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftsAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id], {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });

// In A1 the confirmed shift is in the customer's own area, which a customer may read.
const prepareConfirmationsMatrix = (db: Executor, world: Tenancy) =>
  prepareConfirmationsAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id], {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });

const prepareShiftPlanningMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftPlanningAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id]);

// In A1 the action center's shift is in the customer's own area, which a customer may complete and verify.
const prepareActionCenterMatrix = (db: Executor, world: Tenancy) =>
  prepareActionCenterAccessFixtures(db, [world.accountA1.id, world.accountA2.id, world.accountB1.id], {
    [world.accountA1.id]: world.areaOfCustomer.id,
  });
// Quick-pay verification and sending for inspection are the staffing company's work (manage Shift).
const shiftStaff: StaffRole[] = ['super-admin', 'organization-admin', 'admin', 'agent'];

export const accessMatrix: Record<string, MatrixRow> = {
  'GET /api/health': { allowed: 'public', request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/openapi.json': {
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  },
  'POST /api/auth/login': {
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@y.fi', password: 'x' } }),
  },
  'POST /api/auth/refresh': {
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'x'.repeat(43) } }),
  },
  'POST /api/auth/logout': {
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'x'.repeat(43) } }),
  },
  'POST /api/auth/login-link': {
    allowed: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login-link',
      payload: { email: 'nobody@test.example' },
    }),
  },
  'POST /api/auth/login-link/verify': {
    allowed: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login-link/verify',
      payload: { token: 'x'.repeat(43) },
    }),
  },
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
    // A wrong current password: allowed roles get 400 WRONG_PASSWORD, which proves they got past access.
    request: () => ({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'new-password-1' },
    }),
  },
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
  'GET /api/accounts/:accountId/dashboard': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/dashboard` }),
  },
  // Outbox view (features/outbox) and live updates (features/events).
  'GET /api/accounts/:accountId/outbox/mail': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/outbox/mail?perPage=5` }),
  },
  'GET /api/accounts/:accountId/outbox/sms': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/outbox/sms?page=2` }),
  },
  'GET /api/outbox/mail': {
    // Sign-in links of every user: the super-admin only.
    allowed: ['super-admin'],
    request: () => ({ method: 'GET', url: '/api/outbox/mail' }),
  },
  // HR pools (features/pools): customers may not see pools.
  'GET /api/accounts/:accountId/pools': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/pools?search=a&page=1` }),
  },
  'GET /api/accounts/:accountId/pools/options': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/pools/options` }),
  },
  'POST /api/accounts/:accountId/pools': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/pools`,
      payload: { name: 'Matriisin rengas', areaIds: [] },
    }),
  },
  'GET /api/accounts/:accountId/pools/:poolId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/pools/:poolId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}`,
      payload: { name: 'Matriisin rengas', isDefault: false, areaIds: [] },
    }),
  },
  'DELETE /api/accounts/:accountId/pools/:poolId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    // The default pool: allowed roles get 409 POOL_DEFAULT_NOT_DELETABLE (past access), and it stays.
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.defaultPoolId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/pools/:poolId/members': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/members`,
      payload: { userIds: [poolsFixtures.outsiderId(accountId)] },
    }),
  },
  'DELETE /api/accounts/:accountId/pools/:poolId/members/:userId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/members/${poolsFixtures.nextMemberId(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/pools/:poolId/candidates': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePoolsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/pools/${poolsFixtures.poolId(accountId)}/candidates?query=Ma`,
    }),
  },
  // HR personnel (features/personnel): customers have no Worker ability.
  'GET /api/accounts/:accountId/workers': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers?search=ma&overFifty=true&page=1`,
    }),
  },
  'GET /api/accounts/:accountId/workers/options': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/workers/options` }),
  },
  'POST /api/accounts/:accountId/workers/email-available': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/email-available`,
      payload: { email: 'someone@test.example' },
    }),
  },
  'POST /api/accounts/:accountId/workers': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers`,
      payload: personnelFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/workers/:workerId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}`,
      payload: personnelFixtures.workerBody(),
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/activity': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: preparePersonnelMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${personnelFixtures.workerId(accountId)}/activity`,
    }),
  },
  // HR worker actions (features/worker-blocks, temporary-contracts, documents, worker-messages,
  // employee-search): customers have no Worker or Communications ability.
  'GET /api/accounts/:accountId/workers/:workerId/blocks': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks`,
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/blocks': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks`,
      payload: { scope: 'areas', areaIds: [workerActions.areaId(accountId)], reason: 'Matriisi' },
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/blocks/:blockId/lift': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    // The first allowed role lifts the block; the others get 409 CONFLICT, which is past access too.
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/blocks/${workerActions.blockId(accountId)}/lift`,
    }),
  },
  'GET /api/accounts/:accountId/worker-blocks/area-options': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/worker-blocks/area-options`,
    }),
  },
  'GET /api/accounts/:accountId/workers/:workerId/temporary-contracts': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/temporary-contracts`,
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/temporary-contracts': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/temporary-contracts`,
      payload: workerActions.temporaryContractBody(accountId),
    }),
  },
  'GET /api/accounts/:accountId/documents/:documentId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/documents/${workerActions.documentId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/sms': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/sms`,
      payload: { message: 'Hei! Huomisen vuoro alkaa klo 7.' },
    }),
  },
  'POST /api/accounts/:accountId/workers/:workerId/email': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareWorkerActionsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/workers/${workerActions.workerId(accountId)}/email`,
      payload: { subject: 'Vuoro', text: 'Hei! Huomisen vuoro alkaa klo 7.' },
    }),
  },
  'GET /api/accounts/:accountId/employees/search': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/employees/search?q=Ma` }),
  },
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
    allowed: staffWithOutbox,
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
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/areas`,
      payload: { name: 'Matriisin uusi alue', postcode: '33100' },
    }),
  },
  'PUT /api/accounts/:accountId/areas/:areaId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.editableAreaId(accountId)}`,
      payload: { name: 'Matriisin muokattava alue', city: 'Tampere' },
    }),
  },
  'DELETE /api/accounts/:accountId/areas/:areaId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareAreasMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/areas/${areasFixtures.nextDeletableAreaId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/geocode': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/geocode`,
      payload: { streetAddress: 'Hämeenkatu 10, 33100 Tampere' },
    }),
  },
  'GET /api/accounts/:accountId/geocode/postcodes/:postcode': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/geocode/postcodes/33100` }),
  },
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
  // Confirmations (features/confirmations): customers read those of their own areas.
  'GET /api/accounts/:accountId/confirmations': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/confirmations?state=confirmed&from=2026-11-01&to=2026-11-30&sort=worker`,
    }),
  },
  'GET /api/accounts/:accountId/confirmations/options': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/confirmations/options` }),
  },
  'GET /api/accounts/:accountId/confirmations/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareConfirmationsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/confirmations/${confirmationsAccessFixtures.shiftId(accountId)}`,
    }),
  },
  // Shift planning (features/shift-planning): staff only; customers have no ShiftPlanning ability.
  'GET /api/accounts/:accountId/shift-planning': {
    allowed: staffWithOutbox,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shift-planning?weeks=2&sort=fill_rate`,
    }),
  },
  'GET /api/accounts/:accountId/shift-planning/areas/:areaId': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftPlanningMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shift-planning/areas/${shiftPlanningAccessFixtures.areaId(accountId)}`,
    }),
  },
  // Single shifts (features/shifts): everyone reads and customers edit their own areas' shifts; filling
  // them (assign, reservations, cancelling a booking, boost) is staff work.
  'GET /api/accounts/:accountId/shifts/calendar': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/calendar?from=2030-06-01T00:00:00Z&to=2030-07-01T00:00:00Z`,
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.readableShiftId(accountId)}`,
    }),
  },
  'PUT /api/accounts/:accountId/shifts/:shiftId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.editableShiftId(accountId)}`,
      payload: shiftsFixtures.updateBody(),
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId/assignment-warnings': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.assignableShiftId(accountId)}/assignment-warnings?workerId=${shiftsFixtures.workerId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/assignment': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    // The first allowed role books the shift; the next ones get 409 SHIFT_TAKEN (past access).
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.assignableShiftId(accountId)}/assignment`,
      payload: { workerId: shiftsFixtures.workerId(accountId) },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/reservations/:workerId/accept': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.reservedShiftId(accountId)}/reservations/${shiftsFixtures.workerId(accountId)}/accept`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/cancellation': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.bookedShiftId(accountId)}/cancellation`,
      payload: { reason: 'needs_orientation' },
    }),
  },
  'PUT /api/accounts/:accountId/shifts/:shiftId/boost': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.boostableShiftId(accountId)}/boost`,
      payload: { boostType: 'quick', boostValue: 15 },
    }),
  },
  'DELETE /api/accounts/:accountId/shifts/:shiftId/boost': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareShiftsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/shifts/${shiftsFixtures.boostedShiftId(accountId)}/boost`,
    }),
  },
  // Action center (features/action-center): tabs and badge per record (a customer: its areas); completing
  // and verifying answer 409 on the open fixture shift, which proves access without changing it.
  'GET /api/accounts/:accountId/action-center/bookings': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/bookings` }),
  },
  'GET /api/accounts/:accountId/action-center/completions': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/action-center/completions`,
    }),
  },
  'GET /api/accounts/:accountId/action-center/quick-pay': {
    allowed: shiftStaff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/quick-pay` }),
  },
  'GET /api/accounts/:accountId/action-center/inspection': {
    allowed: shiftStaff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/action-center/inspection`,
    }),
  },
  'GET /api/accounts/:accountId/action-center/badge': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/action-center/badge` }),
  },
  'POST /api/accounts/:accountId/action-center/inspection': {
    allowed: shiftStaff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/action-center/inspection`,
      payload: { shiftIds: [actionCenterFixtures.shiftId(accountId)] },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/completion': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/completion`,
      payload: {
        actualStartsAt: '2030-01-10T06:00:00Z',
        actualEndsAt: '2030-01-10T14:00:00Z',
        breakMinutes: 30,
        kilometrikorvaus: 0,
        workDayType: 'work_day',
      },
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/verification': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/verification`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/quick-pay-verification': {
    allowed: shiftStaff,
    accountScoped: true,
    prepare: prepareActionCenterMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${actionCenterFixtures.shiftId(accountId)}/quick-pay-verification`,
    }),
  },
  // Gigs (features/gigs): customers read and order in their own areas; staff run everything else.
  'GET /api/accounts/:accountId/gigs': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/gigs?label=open&sort=title&order=asc&page=1`,
    }),
  },
  'GET /api/accounts/:accountId/gigs/:gigId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.gigId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/gigs': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs`,
      payload: { areaId: gigsFixtures.areaId(accountId), title: 'Matriisin keikka', shifts: [matrixShift()] },
    }),
  },
  'PUT /api/accounts/:accountId/gigs/:gigId': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.editableGigId(accountId)}`,
      payload: {
        title: 'Matriisin muokattu keikka',
        shifts: [{ id: gigsFixtures.editableShiftId(accountId), ...matrixShift() }],
      },
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/publish': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.gigId(accountId)}/publish`,
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/approve': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    // The first approval wins; later ones answer 409 CONFLICT, which still proves access was granted.
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.suggestionGigId(accountId)}/approve`,
      payload: { mode: 'draft' },
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/decline': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.suggestionGigId(accountId)}/decline`,
    }),
  },
  'DELETE /api/accounts/:accountId/gigs/:gigId': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.nextDeletableGigId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/shifts/:shiftId/split': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.splitGigId(accountId)}/shifts/${gigsFixtures.nextSplitShiftId(accountId)}/split`,
    }),
  },
  'DELETE /api/accounts/:accountId/gigs/:gigId/shifts/:shiftId': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.shiftGigId(accountId)}/shifts/${gigsFixtures.nextDeletableShiftId(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/gig-templates': {
    allowed: gigStaff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/gig-templates` }),
  },
  'POST /api/accounts/:accountId/gig-templates': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gig-templates`,
      payload: {
        areaId: gigsFixtures.areaId(accountId),
        title: 'Matriisin pohja',
        templateName: 'Matriisi',
        shifts: [{ startTime: '07:00', endTime: '15:00' }],
      },
    }),
  },
  'DELETE /api/accounts/:accountId/gig-templates/:templateId': {
    allowed: gigStaff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gig-templates/${gigsFixtures.nextTemplateId(accountId)}`,
    }),
  },
  // Shift invitations (features/shift-invitations): staff who fill shifts send them; customers do not. The
  // worker answers through the link without signing in, like the sign-in routes.
  'POST /api/accounts/:accountId/shifts/:shiftId/invitations': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareInvitationsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${invitationsFixtures.shiftId(accountId)}/invitations`,
      payload: { workerId: invitationsFixtures.workerId(accountId), channel: 'email' },
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId/invitations': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareInvitationsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${invitationsFixtures.shiftId(accountId)}/invitations`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/invitations/:invitationId/revoke': {
    allowed: staffWithOutbox,
    accountScoped: true,
    prepare: prepareInvitationsMatrix,
    request: (_, accountId) => {
      const { shiftId, invitationId } = invitationsFixtures.revokable(accountId);
      return {
        method: 'POST',
        url: `/api/accounts/${accountId}/shifts/${shiftId}/invitations/${invitationId}/revoke`,
      };
    },
  },
  'GET /api/public/shift-invitations/:token': {
    allowed: 'public',
    prepare: prepareInvitationsMatrix,
    request: () => ({
      method: 'GET',
      url: `/api/public/shift-invitations/${invitationsFixtures.publicTokens.show}`,
    }),
  },
  'POST /api/public/shift-invitations/:token/accept': {
    allowed: 'public',
    prepare: prepareInvitationsMatrix,
    request: () => ({
      method: 'POST',
      url: `/api/public/shift-invitations/${invitationsFixtures.publicTokens.accept}/accept`,
    }),
  },
  'POST /api/public/shift-invitations/:token/decline': {
    allowed: 'public',
    prepare: prepareInvitationsMatrix,
    request: () => ({
      method: 'POST',
      url: `/api/public/shift-invitations/${invitationsFixtures.publicTokens.decline}/decline`,
    }),
  },
  'GET /api/events': {
    allowed: everyone,
    // A Server-Sent Events stream never ends by itself, so a plain inject would wait forever. With
    // payloadAsStream, inject resolves as soon as the status line and headers are written (a refusal is
    // still a complete JSON answer); the open streams are ended when the app closes in afterAll.
    request: () => ({ method: 'GET', url: '/api/events', payloadAsStream: true }),
  },
};

const refusedStatuses = [401, 403, 404];

/** Served means past access control and not broken: neither refused nor a server error. */
function expectServed(statusCode: number, label: string): void {
  expect(refusedStatuses, label).not.toContain(statusCode);
  expect(statusCode, label).toBeLessThan(500);
}

describe('access matrix', () => {
  let test: TestApp;
  let world: Tenancy;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    test = await createTestApp();
    world = await buildTenancy(test.database.connection.db);
    for (const row of Object.values(accessMatrix)) {
      await row.prepare?.(test.database.connection.db, world);
    }
    for (const role of staffRoles) {
      tokens[role] = await test.signIn(world.users[role].email);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  it('has a row for every API route the server registers', () => {
    const registered = test.routes
      .filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const missing = registered.filter((key) => !(key in accessMatrix));
    expect(missing, 'routes without an access decision in accessMatrix').toEqual([]);
    const stale = Object.keys(accessMatrix).filter((key) => !registered.includes(key));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  for (const [route, row] of Object.entries(accessMatrix)) {
    if (row.allowed === 'public') {
      it(`${route} is public`, async () => {
        const response = await test.request(null, row.request(world, world.accountA1.id));
        expect([403, 404]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json<{ code?: string }>().code).not.toBe('UNAUTHENTICATED');
      });
      continue;
    }
    const allowed = row.allowed;

    it(`${route} refuses anonymous callers with 401`, async () => {
      const response = await test.request(null, row.request(world, world.accountA1.id));
      expect(response.statusCode).toBe(401);
    });

    for (const role of staffRoles) {
      const isAllowed = allowed.includes(role);
      it(`${route} ${isAllowed ? 'serves' : 'refuses (403)'} ${role} on its own account`, async () => {
        const response = await test.request(tokens[role], row.request(world, world.accountA1.id));
        if (isAllowed) {
          expectServed(response.statusCode, response.body);
        } else {
          expect(response.statusCode, response.body).toBe(403);
        }
      });
    }

    if (row.accountScoped) {
      it(`${route} answers 404 outside the caller's accounts`, async () => {
        for (const role of staffRoles) {
          const sameOrganization = await test.request(tokens[role], row.request(world, world.accountA2.id));
          const otherOrganization = await test.request(tokens[role], row.request(world, world.accountB1.id));
          const seesSameOrganization = role === 'super-admin' || role === 'organization-admin';
          if (seesSameOrganization && allowed.includes(role)) {
            expectServed(sameOrganization.statusCode, `${role} on A2`);
          } else {
            expect(sameOrganization.statusCode, `${role} on A2`).toBe(seesSameOrganization ? 403 : 404);
          }
          if (role === 'super-admin' && allowed.includes(role)) {
            expectServed(otherOrganization.statusCode, `${role} on B1`);
          } else {
            expect(otherOrganization.statusCode, `${role} on B1`).toBe(role === 'super-admin' ? 403 : 404);
          }
        }
      });
    }
  }
});
