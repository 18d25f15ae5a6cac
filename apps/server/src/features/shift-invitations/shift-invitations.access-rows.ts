import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  shiftInvitationsAccessFixtures as invitationsFixtures,
  prepareShiftInvitationsAccessFixtures,
} from './shift-invitations-access-fixtures';

// The public invitation links are the first account's.
const prepareInvitationsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftInvitationsAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

/** Who may use the shift-invitations routes (the access matrix, http/access-matrix.routes.test.ts). */
export const shiftInvitationsAccessRows: AccessRows = {
  // Shift invitations (features/shift-invitations): staff who fill shifts send them; customers do not. The
  // worker answers through the link without signing in, like the sign-in routes.
  'POST /api/accounts/:accountId/shifts/:shiftId/invitations': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareInvitationsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/shifts/${invitationsFixtures.shiftId(accountId)}/invitations`,
      payload: { workerId: invitationsFixtures.workerId(accountId), channel: 'email' },
    }),
  },
  'GET /api/accounts/:accountId/shifts/:shiftId/invitations': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareInvitationsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/shifts/${invitationsFixtures.shiftId(accountId)}/invitations`,
    }),
  },
  'POST /api/accounts/:accountId/shifts/:shiftId/invitations/:invitationId/revoke': {
    usedUpAnswer: { status: 410, code: 'INVITATION_REVOKED' },
    allowed: staff,
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
};
