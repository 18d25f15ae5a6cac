import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import { shiftInvitations } from '../../db/schema/shifts.schema';
import { hashToken } from '../../lib/tokens';
import { buildArea, buildPool, buildShift, buildWorker } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its invitation requests: per
// account an open future shift and a qualified worker of the account's pool, and a pending invitation on a
// shift of its own for staff to revoke; in the first account also pending invitations with known links,
// one to show, one to accept and one to decline, each on its own shift.

type AccountFixtures = {
  shiftId: string;
  workerId: string;
  revokable: { shiftId: string; invitationId: string };
};

const fixtures = new Map<string, AccountFixtures>();

const publicTokens = {
  show: 'matriisi-kutsu-katsottavaksi-0000000000000',
  accept: 'matriisi-kutsu-hyvaksyttavaksi-00000000000',
  decline: 'matriisi-kutsu-hylattavaksi-0000000000000',
};

// Well after the tests' clock (2026-11-22), so no link has expired and every shift is still ahead.
const startsAt = new Date('2026-12-10T05:00:00Z');
const endsAt = new Date('2026-12-10T13:00:00Z');

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareShiftInvitationsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  publicAccountId: string,
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, { accountId, firstName: 'Matti', lastName: 'Matriisi' });
    const pool = await buildPool(db, { accountId });
    await db.insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
    const area = await buildArea(db, { accountId });
    const newShift = () => buildShift(db, { accountId, areaId: area.id, startsAt, endsAt });
    const shift = await newShift();
    const revokableShift = await newShift();
    const [revokable] = await db
      .insert(shiftInvitations)
      .values({
        accountId,
        shiftId: revokableShift.id,
        workerId: worker.id,
        channel: 'email',
        tokenHash: hashToken(`matriisi-kutsu-peruttavaksi-${accountId}`),
        expiresAt: startsAt,
      })
      .returning({ id: shiftInvitations.id });
    if (!revokable) {
      throw new Error('shift invitation insert returned no row');
    }
    fixtures.set(accountId, {
      shiftId: shift.id,
      workerId: worker.id,
      revokable: { shiftId: revokableShift.id, invitationId: revokable.id },
    });
    if (accountId !== publicAccountId) {
      continue;
    }
    for (const token of Object.values(publicTokens)) {
      const invitedShift = await newShift();
      await db.insert(shiftInvitations).values({
        accountId,
        shiftId: invitedShift.id,
        workerId: worker.id,
        channel: 'email',
        tokenHash: hashToken(token),
        expiresAt: startsAt,
      });
    }
  }
}

function fixturesOf(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`shift invitation access fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const shiftInvitationsAccessFixtures = {
  shiftId: (accountId: string) => fixturesOf(accountId).shiftId,
  workerId: (accountId: string) => fixturesOf(accountId).workerId,
  /** A pending invitation to revoke; once revoked it answers INVITATION_REVOKED, which is still served. */
  revokable: (accountId: string) => fixturesOf(accountId).revokable,
  publicTokens,
};
