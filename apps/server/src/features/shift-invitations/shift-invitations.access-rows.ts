import type { Executor } from '../../db/client';
import { shiftInvitations } from '../../db/schema/shifts.schema';
import { hashToken } from '../../lib/tokens';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { buildArea, buildShift } from '../../testing/factories';
import {
  shiftInvitationsAccessFixtures as invitationsFixtures,
  prepareShiftInvitationsAccessFixtures,
} from './shift-invitations-access-fixtures';

// The public invitation links are the first account's.
const prepareInvitationsMatrix = (db: Executor, world: Tenancy) =>
  prepareShiftInvitationsAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

// A revoked invitation answers 410, so every caller revokes a pending invitation of its own.
const revokablesPerAccount = 8;
type Revokable = { shiftId: string; invitationId: string };
const revokables = new Map<string, { invitations: Revokable[]; used: number }>();

async function prepareRevokables(db: Executor, world: Tenancy): Promise<void> {
  await prepareInvitationsMatrix(db, world);
  for (const accountId of matrixAccountIds(world)) {
    if (revokables.has(accountId)) {
      continue;
    }
    const workerId = invitationsFixtures.workerId(accountId);
    const area = await buildArea(db, { accountId });
    const invitations: Revokable[] = [];
    for (let index = 0; index < revokablesPerAccount; index += 1) {
      const startsAt = new Date(Date.UTC(2026, 11, 11 + index, 5));
      const endsAt = new Date(startsAt.getTime() + 8 * 60 * 60 * 1000);
      const shift = await buildShift(db, { accountId, areaId: area.id, startsAt, endsAt });
      const [invitation] = await db
        .insert(shiftInvitations)
        .values({
          accountId,
          shiftId: shift.id,
          workerId,
          channel: 'email',
          tokenHash: hashToken(`matriisi-peruttava-${shift.id}`),
          expiresAt: startsAt,
        })
        .returning({ id: shiftInvitations.id });
      invitations.push({ shiftId: shift.id, invitationId: invitation?.id ?? '' });
    }
    revokables.set(accountId, { invitations, used: 0 });
  }
}

/** A pending invitation no earlier call revoked (wrapping around after eight). */
function nextRevokable(accountId: string): Revokable {
  const queue = revokables.get(accountId);
  if (!queue) {
    throw new Error(`revokable invitations were not prepared for account ${accountId}`);
  }
  const invitation = queue.invitations[queue.used % queue.invitations.length] as Revokable;
  queue.used += 1;
  return invitation;
}

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
    allowed: staff,
    accountScoped: true,
    prepare: prepareRevokables,
    request: (_, accountId) => {
      const { shiftId, invitationId } = nextRevokable(accountId);
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
