import type { PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { gigs, shiftInvitations, shifts } from '../../db/schema/shifts.schema';
import { hour, start, useShiftInvitationsRoutes } from './shift-invitations-routes-setup';
import { shiftStartsAt } from './shift-invitations-test-world';

describe('shift invitations API', () => {
  const setup = useShiftInvitationsRoutes();
  const { db, show, accept, decline, invitedToken, shiftRow } = setup;

  describe('the public link', () => {
    it('shows the worker only their first name and the shift, without signing in', async () => {
      const token = await invitedToken();
      const response = await show(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>()).toEqual({
        state: 'pending',
        firstName: 'Säde',
        expiresAt: new Date(start.getTime() + 48 * hour).toISOString(),
        shift: {
          startsAt: shiftStartsAt.toISOString(),
          endsAt: '2026-11-25T13:00:00.000Z',
          roleType: 'lähihoitaja',
          requirements: 'Hygieniapassi',
        },
        gigTitle: 'Joulun sijaisuudet',
        area: {
          name: setup.world.areaOfCustomer.name,
          streetAddress: 'Hämeenkatu 10',
          postcode: '33100',
          city: 'Tampere',
        },
      });
    });

    it('falls back to the area’s address when the gig has none', async () => {
      await db()
        .update(gigs)
        .set({ streetAddress: null, postcode: null, city: null })
        .where(eq(gigs.id, setup.world.gig.id));
      const response = await show(await invitedToken());
      expect(response.json<PublicShiftInvitation>().area).toEqual({
        name: setup.world.areaOfCustomer.name,
        streetAddress: null,
        postcode: '33100',
        city: 'Tampere',
      });
    });

    it('answers INVITATION_INVALID (404) for an unknown or mangled link', async () => {
      const token = await invitedToken();
      for (const wrong of [token.slice(0, -1), `${token}x`, 'x', 'x'.repeat(100)]) {
        for (const response of [await show(wrong), await accept(wrong), await decline(wrong)]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ code: 'INVITATION_INVALID' });
        }
      }
    });

    it('limits the answers per address like the sign-in routes', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await accept('guessed-token')).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('accepting', () => {
    it('books the shift for the worker, updates the gig and records who accepted', async () => {
      const token = await invitedToken();
      setup.test.clock.advance(hour);
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>()).toMatchObject({ state: 'accepted', firstName: 'Säde' });

      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'booked', assignedTo: setup.world.worker.id, reserved: true });
      expect(shift?.updates.at(-1)).toEqual({
        state: 'invitation_accepted',
        date: new Date(start.getTime() + hour).toISOString(),
        processer: setup.world.worker.id,
        processerName: 'Säde Öhman',
        content: 'Säde Öhman',
      });
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, setup.world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 2 });
      const [invitation] = await db().select().from(shiftInvitations);
      expect(invitation).toMatchObject({
        response: 'accepted',
        respondedAt: new Date(start.getTime() + hour),
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'accept-invitation'));
      expect(audit).toMatchObject({
        actorId: setup.world.worker.id,
        accountId: setup.world.accountA1.id,
        subjectId: setup.world.shift.id,
      });

      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('accepted');
    });

    // Issue 10: the link booked the shift without the drawer's clean-up.
    it('clears the worker’s own request and the last cancellation’s reason, as a booking by staff does', async () => {
      const shift = await setup.world.addShift({
        startsAt: new Date('2026-11-27T05:00:00Z'),
        endsAt: new Date('2026-11-27T13:00:00Z'),
        reservations: [setup.world.worker.id, setup.world.secondWorker.id],
        cancelReason: 'other',
        cancelNote: 'Edellinen tekijä sairastui',
      });
      const token = await invitedToken(setup.world.worker.id, shift.id);
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(await shiftRow(shift.id)).toMatchObject({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reservations: [setup.world.secondWorker.id],
        cancelReason: null,
        cancelNote: null,
      });
    });

    it('answers INVITATION_ANSWERED to a second answer of either kind', async () => {
      const token = await invitedToken();
      await accept(token);
      for (const response of [await accept(token), await decline(token)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 'INVITATION_ANSWERED' });
      }
      expect(
        (await shiftRow())?.updates.filter((entry) => entry.state === 'invitation_accepted'),
      ).toHaveLength(1);
    });

    it('answers SHIFT_TAKEN and records the link as taken when the shift is no longer free', async () => {
      const token = await invitedToken();
      await db()
        .update(shifts)
        .set({ status: 'booked', assignedTo: setup.world.secondWorker.id, reserved: true })
        .where(eq(shifts.id, setup.world.shift.id));
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('taken');

      const response = await accept(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'SHIFT_TAKEN' });
      expect(await shiftRow()).toMatchObject({ status: 'booked', assignedTo: setup.world.secondWorker.id });
      const [invitation] = await db().select().from(shiftInvitations);
      expect(invitation?.response).toBe('taken');
      expect((await accept(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
    });

    it('settles as accepted, changing nothing, when staff already gave the worker the shift', async () => {
      const token = await invitedToken();
      await db()
        .update(shifts)
        .set({ status: 'booked', assignedTo: setup.world.worker.id, reserved: true })
        .where(eq(shifts.id, setup.world.shift.id));
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('accepted');
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>().state).toBe('accepted');
      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'booked', assignedTo: setup.world.worker.id });
      expect(shift?.updates.map((entry) => entry.state)).toEqual(['invited']);
      expect((await db().select().from(shiftInvitations))[0]?.response).toBe('accepted');
    });

    it('answers SHIFT_TAKEN when the shift was deleted meanwhile', async () => {
      const token = await invitedToken();
      await db().update(shifts).set({ status: 'deleted' }).where(eq(shifts.id, setup.world.shift.id));
      expect((await accept(token)).json()).toEqual({ code: 'SHIFT_TAKEN' });
    });

    it('books the shift for exactly one of two workers accepting at the same moment', async () => {
      // Several rounds: on PostgreSQL the two transactions really interleave, in a different order each time.
      for (let round = 0; round < 5; round += 1) {
        const shift = round === 0 ? setup.world.shift : await setup.world.addShift();
        const first = await invitedToken(setup.world.worker.id, shift.id);
        const second = await invitedToken(setup.world.secondWorker.id, shift.id);
        const responses = await Promise.all([accept(first), accept(second)]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        const loser = responses.find((response) => response.statusCode === 409);
        expect(loser?.json()).toEqual({ code: 'SHIFT_TAKEN' });

        const winnerId =
          responses[0]?.statusCode === 200 ? setup.world.worker.id : setup.world.secondWorker.id;
        const stored = await shiftRow(shift.id);
        expect(stored).toMatchObject({ status: 'booked', assignedTo: winnerId });
        expect(stored?.updates.filter((entry) => entry.state === 'invitation_accepted')).toHaveLength(1);
        const answers = await db()
          .select({ response: shiftInvitations.response })
          .from(shiftInvitations)
          .where(eq(shiftInvitations.shiftId, shift.id));
        expect(answers.map((row) => row.response).sort()).toEqual(['accepted', 'taken']);
      }
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, setup.world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 6 });
    });

    it('refuses a worker blocked since the link was sent, leaving the shift free and the link open', async () => {
      const token = await invitedToken();
      await db().insert(workerBlocks).values({
        workerId: setup.world.worker.id,
        scope: 'account',
        accountId: setup.world.accountA1.id,
        reason: 'Palaute',
      });
      const response = await accept(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_BLOCKED' });
      expect(await shiftRow()).toMatchObject({ status: 'open', assignedTo: null });
      expect((await db().select().from(shiftInvitations))[0]?.response).toBeNull();
    });
  });

  describe('declining', () => {
    it('records the no on the link and in the shift’s history; the shift stays open', async () => {
      const token = await invitedToken();
      const response = await decline(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>().state).toBe('declined');
      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'open', assignedTo: null });
      expect(shift?.updates.at(-1)).toMatchObject({
        state: 'invitation_declined',
        processer: setup.world.worker.id,
        processerName: 'Säde Öhman',
      });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'decline-invitation'), eq(auditLog.actorId, setup.world.worker.id)));
      expect(audit?.subjectId).toBe(setup.world.shift.id);
      expect((await decline(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
      expect((await accept(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
    });
  });

  describe('an expired link', () => {
    it('shows as expired and refuses both answers with INVITATION_EXPIRED (410)', async () => {
      const token = await invitedToken();
      setup.test.clock.advance(48 * hour);
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('expired');
      for (const response of [await accept(token), await decline(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ code: 'INVITATION_EXPIRED' });
      }
      expect(await shiftRow()).toMatchObject({ status: 'open', assignedTo: null });
    });
  });
});
