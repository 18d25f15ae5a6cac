import type {
  PublicShiftInvitation,
  ShiftInvitation,
  ShiftInvitationList,
} from '@portal/domain/shift-invitations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { buildStaffUser } from '../../testing/factories';
import { hour, start, useShiftInvitationsRoutes } from './shift-invitations-routes-setup';

describe('shift invitations API', () => {
  const setup = useShiftInvitationsRoutes();
  const { db, invitationsUrl, show, accept, decline, invitedToken, revoke, invitationOf, shiftRow } = setup;

  describe('revoking', () => {
    it('withdraws a pending link; the list shows it revoked and the history says who did it', async () => {
      const token = await invitedToken();
      const { id } = await invitationOf(token);
      setup.test.clock.advance(hour);
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      const response = await revoke(id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftInvitation>()).toMatchObject({
        id,
        workerName: 'Säde Öhman',
        state: 'revoked',
        respondedAt: new Date(start.getTime() + hour).toISOString(),
        invitedByName: 'Testi agent',
      });

      const list = await setup.test.request(setup.agentToken, { method: 'GET', url: invitationsUrl() });
      expect(list.json<ShiftInvitationList>().items).toEqual([
        expect.objectContaining({ id, state: 'revoked' }),
      ]);
      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'open', assignedTo: null });
      expect(shift?.updates.at(-1)).toEqual({
        state: 'invitation_revoked',
        date: new Date(start.getTime() + hour).toISOString(),
        processer: setup.world.users.agent.id,
        processerName: 'Testi agent',
        content: 'Säde Öhman',
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'revoke-invitation'));
      expect(audit).toMatchObject({
        actorId: setup.world.users.agent.id,
        accountId: setup.world.accountA1.id,
        subjectId: setup.world.shift.id,
      });
      expect(JSON.stringify(audit?.changes)).not.toContain(token);
    });

    it('leaves the link showing it was withdrawn, refusing both answers with INVITATION_REVOKED (410)', async () => {
      const token = await invitedToken();
      expect((await revoke((await invitationOf(token)).id)).statusCode).toBe(200);
      expect((await show(token)).json<PublicShiftInvitation>()).toMatchObject({
        state: 'revoked',
        firstName: 'Säde',
      });
      for (const response of [await accept(token), await decline(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ code: 'INVITATION_REVOKED' });
      }
      expect(await shiftRow()).toMatchObject({ status: 'open', assignedTo: null });
      // Still withdrawn, not expired, once the deadline has passed.
      setup.test.clock.advance(48 * hour);
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('revoked');
    });

    it('refuses a link already answered, expired, booked meanwhile or revoked, changing nothing', async () => {
      const acceptedShift = await setup.world.addShift();
      const accepted = await invitedToken(setup.world.worker.id, acceptedShift.id);
      expect((await accept(accepted)).statusCode).toBe(200);
      const declined = await invitedToken(setup.world.secondWorker.id);
      expect((await decline(declined)).statusCode).toBe(200);
      const bookedShift = await setup.world.addShift();
      const overtaken = await invitedToken(setup.world.worker.id, bookedShift.id);
      await db()
        .update(shifts)
        .set({ status: 'booked', assignedTo: setup.world.secondWorker.id, reserved: true })
        .where(eq(shifts.id, bookedShift.id));
      const twice = await invitedToken(setup.world.worker.id);
      expect((await revoke((await invitationOf(twice)).id)).statusCode).toBe(200);

      const refusal = async (token: string, shiftId = setup.world.shift.id) => {
        const response = await revoke((await invitationOf(token)).id, { shiftId });
        return { status: response.statusCode, body: response.json() };
      };
      expect(await refusal(accepted, acceptedShift.id)).toEqual({
        status: 409,
        body: { code: 'INVITATION_ANSWERED' },
      });
      expect(await refusal(declined)).toEqual({ status: 409, body: { code: 'INVITATION_ANSWERED' } });
      expect(await refusal(overtaken, bookedShift.id)).toEqual({
        status: 409,
        body: { code: 'SHIFT_STATE_CHANGED' },
      });
      expect(await refusal(twice)).toEqual({ status: 410, body: { code: 'INVITATION_REVOKED' } });
      expect((await invitationOf(accepted)).response).toBe('accepted');
      expect((await invitationOf(declined)).response).toBe('declined');
      expect((await invitationOf(overtaken)).response).toBeNull();

      const expiring = await invitedToken(setup.world.secondWorker.id);
      setup.test.clock.advance(48 * hour);
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      expect(await refusal(expiring)).toEqual({ status: 410, body: { code: 'INVITATION_EXPIRED' } });
      expect((await invitationOf(expiring)).response).toBeNull();
      expect(
        (await shiftRow())?.updates.filter((entry) => entry.state === 'invitation_revoked'),
      ).toHaveLength(1);
    });

    it('gives exactly one winner when staff revoke as the worker accepts', async () => {
      // Several rounds: on PostgreSQL the two transactions really interleave.
      for (let round = 0; round < 5; round += 1) {
        const shift = round === 0 ? setup.world.shift : await setup.world.addShift();
        const token = await invitedToken(setup.world.worker.id, shift.id);
        const { id } = await invitationOf(token);
        // Staff's request checks its session first and so tends to reach the database last: the worker's
        // answer starts a little later each round, so that each side wins some rounds.
        const [revoked, accepted] = await Promise.all([
          revoke(id, { shiftId: shift.id }),
          new Promise((resolve) => setTimeout(resolve, round * 3)).then(() => accept(token)),
        ]);
        const stored = await invitationOf(token);
        const history = (await shiftRow(shift.id))?.updates.map((entry) => entry.state);
        if (revoked.statusCode === 200) {
          expect(accepted.statusCode, accepted.body).toBe(410);
          expect(accepted.json()).toEqual({ code: 'INVITATION_REVOKED' });
          expect(stored.response).toBe('revoked');
          expect(await shiftRow(shift.id)).toMatchObject({ status: 'open', assignedTo: null });
          expect(history).toEqual(['invited', 'invitation_revoked']);
        } else {
          expect(accepted.statusCode, accepted.body).toBe(200);
          expect(revoked.statusCode, revoked.body).toBe(409);
          expect(revoked.json()).toEqual({ code: 'INVITATION_ANSWERED' });
          expect(stored.response).toBe('accepted');
          expect(await shiftRow(shift.id)).toMatchObject({
            status: 'booked',
            assignedTo: setup.world.worker.id,
          });
          expect(history).toEqual(['invited', 'invitation_accepted']);
        }
      }
    });

    it('answers 404 for an unknown invitation, another shift’s or account’s, and 403 for a customer', async () => {
      const token = await invitedToken();
      const { id } = await invitationOf(token);
      const otherShift = await setup.world.addShift();
      expect((await revoke(id, { shiftId: otherShift.id })).statusCode).toBe(404);
      expect((await revoke('7d1c8a52-1111-4c2b-9a55-2b3c4d5e6f70')).statusCode).toBe(404);
      const customer = await setup.test.signIn(setup.world.users.customer.email);
      expect((await revoke(id, { token: customer })).statusCode).toBe(403);
      const admin = await setup.test.signIn(setup.world.users.admin.email);
      expect((await revoke(id, { token: admin, accountId: setup.world.accountA2.id })).statusCode).toBe(404);
      const outsider = await buildStaffUser(db(), { role: 'agent', accountId: setup.world.accountB1.id });
      expect((await revoke(id, { token: await setup.test.signIn(outsider.email) })).statusCode).toBe(404);
      expect((await invitationOf(token)).response).toBeNull();
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('pending');
    });
  });
});
