import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenceChecks } from '../../db/schema/licence-checks.schema';
import { useShiftInvitationsRoutes } from './shift-invitations-routes-setup';

// The invitation paths apply the same licence gate as staff booking (decision 0054).
describe('shift invitations API: the licence gate', () => {
  const setup = useShiftInvitationsRoutes();
  const { db, invite, accept, invitedToken, shiftRow } = setup;

  it('refuses to invite a worker whose licence is not verified', async () => {
    await db().delete(licenceChecks).where(eq(licenceChecks.workerId, setup.world.worker.id));
    const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'LICENCE_NOT_VERIFIED' });
  });

  it('refuses the worker’s yes when the licence has ended since the link was sent; the shift stays open', async () => {
    const token = await invitedToken();
    await db()
      .update(licenceChecks)
      .set({ validUntil: '2026-11-24' })
      .where(eq(licenceChecks.workerId, setup.world.worker.id));
    const response = await accept(token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'LICENCE_EXPIRED' });
    expect(await shiftRow()).toMatchObject({ status: 'open', assignedTo: null });
  });
});
