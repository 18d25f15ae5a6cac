import type { ShiftInvitation, ShiftInvitationList } from '@portal/domain/shift-invitations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { shiftInvitations, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';
import { hashToken } from '../../lib/tokens';
import { buildStaffUser } from '../../testing/factories';
import { hour, linkPattern, start, useShiftInvitationsRoutes } from './shift-invitations-routes-setup';
import { shiftStartsAt } from './shift-invitations-test-world';

describe('shift invitations API', () => {
  const setup = useShiftInvitationsRoutes();
  const { db, invitationsUrl, invite, decline, invitedToken, shiftRow } = setup;

  describe('sending', () => {
    it('e-mails the worker a link in Finnish, stores only its hash and records it on the shift', async () => {
      const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(response.statusCode, response.body).toBe(201);
      const invitation = response.json<ShiftInvitation>();
      expect(invitation).toMatchObject({
        workerId: setup.world.worker.id,
        workerName: 'Säde Öhman',
        channel: 'email',
        state: 'pending',
        createdAt: start.toISOString(),
        expiresAt: new Date(start.getTime() + 48 * hour).toISOString(),
        respondedAt: null,
        invitedByName: 'Testi agent',
      });

      const [mail] = await db().select().from(mailOutbox);
      expect(mail).toMatchObject({
        accountId: setup.world.accountA1.id,
        to: setup.world.worker.email,
        kind: 'shift-invitation',
      });
      expect(mail?.subject).toBe(`Vuorotarjous: ${setup.world.areaOfCustomer.name} 25.11.2026 07:00-15:00`);
      expect(mail?.text).toContain('Hei Säde,');
      expect(mail?.text).toContain('Hämeenkatu 10, 33100 Tampere');
      expect(mail?.text).toContain('Tehtävä: lähihoitaja');
      expect(mail?.text).toContain('voimassa 24.11.2026 12:00 asti');
      const token = linkPattern.exec(mail?.text ?? '')?.[1] ?? '';
      expect(mail?.text).toContain(`http://localhost:3000/invite/shift-confirmation/${token}`);
      // 256 random bits, base64url.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [stored] = await db().select().from(shiftInvitations);
      expect(stored?.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);

      const shift = await shiftRow();
      expect(shift?.status).toBe('open');
      expect(shift?.updates.at(-1)).toEqual({
        state: 'invited',
        date: start.toISOString(),
        processer: setup.world.users.agent.id,
        processerName: 'Testi agent',
        content: 'Säde Öhman',
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'invite-worker'));
      expect(audit).toMatchObject({ actorId: setup.world.users.agent.id, subjectId: setup.world.shift.id });
      expect(JSON.stringify(audit?.changes)).not.toContain(token);
    });

    it('texts the link in the worker’s own message language', async () => {
      const english = await setup.world.addWorker({ firstName: 'Emma', lastName: 'English', locale: 'en' });
      const response = await invite({ workerId: english.id, channel: 'sms' });
      expect(response.statusCode, response.body).toBe(201);
      const [sms] = await db().select().from(smsOutbox);
      expect(sms).toMatchObject({ to: '+358401234567', kind: 'shift-invitation', encoding: 'gsm7' });
      expect(sms?.message).toMatch(
        new RegExp(
          `^Hi Emma! Shift offer: ${setup.world.areaOfCustomer.name} 25\\.11\\.2026 07:00-15:00\\. Answer by 24\\.11\\.2026 12:00: http://localhost:3000/invite/shift-confirmation/[A-Za-z0-9_-]{43}$`,
        ),
      );
      expect(sms?.segments).toBeLessThanOrEqual(2);
      expect(await db().select().from(mailOutbox)).toEqual([]);
    });

    it('lets the link expire when the shift starts, if that comes before 48 hours', async () => {
      setup.test.clock.set(new Date(shiftStartsAt.getTime() - 5 * hour));
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(response.json<ShiftInvitation>().expiresAt).toBe(shiftStartsAt.toISOString());
    });

    it.each([
      ['booked', { status: 'booked' as const }],
      ['draft', { status: 'draft' as const, isDraft: true }],
      ['expired', { status: 'expired' as const }],
    ])('refuses a %s shift with SHIFT_STATE_CHANGED', async (_, values) => {
      await db().update(shifts).set(values).where(eq(shifts.id, setup.world.shift.id));
      const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'SHIFT_STATE_CHANGED' });
    });

    it('refuses a shift that has already started with SHIFT_STATE_CHANGED', async () => {
      setup.test.clock.set(shiftStartsAt);
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(response.json()).toEqual({ code: 'SHIFT_STATE_CHANGED' });
    });

    it('refuses workers who are not confirmed workers of the account’s pools with WORKER_NOT_ASSIGNABLE', async () => {
      const unconfirmed = await setup.world.addWorker({ confirmed: false });
      const applicant = await setup.world.addWorker({ status: 'applied' });
      const outsidePools = await setup.world.addWorker({}, { inPool: false });
      const otherAccount = await setup.world.addWorker(
        { accountId: setup.world.accountA2.id },
        { inPool: false },
      );
      for (const worker of [unconfirmed, applicant, outsidePools, otherAccount, setup.world.users.agent]) {
        const response = await invite({ workerId: worker.id, channel: 'email' });
        expect(response.statusCode, worker.firstName).toBe(422);
        expect(response.json()).toEqual({ code: 'WORKER_NOT_ASSIGNABLE' });
      }
    });

    it('refuses a worker whose profession cannot work as the shift’s role with WORKER_ROLE_MISMATCH', async () => {
      const assistant = await setup.world.addWorker({ profession: 'hoiva-avustaja' });
      const response = await invite({ workerId: assistant.id, channel: 'email' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'WORKER_ROLE_MISMATCH' });
    });

    it('refuses a worker blocked in the shift’s area with WORKER_BLOCKED', async () => {
      await db()
        .insert(workerBlocks)
        .values({
          workerId: setup.world.worker.id,
          scope: 'areas',
          accountId: setup.world.accountA1.id,
          areaIds: [setup.world.areaOfCustomer.id],
          reason: 'Palaute',
        });
      const response = await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_BLOCKED' });
    });

    it('refuses an SMS to a worker without a mobile with WORKER_MOBILE_MISSING', async () => {
      await db().update(users).set({ mobile: null }).where(eq(users.id, setup.world.worker.id));
      const response = await invite({ workerId: setup.world.worker.id, channel: 'sms' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_MOBILE_MISSING' });
    });

    it('leaves no trace when refused', async () => {
      await db().update(shifts).set({ status: 'booked' }).where(eq(shifts.id, setup.world.shift.id));
      await invite({ workerId: setup.world.worker.id, channel: 'email' });
      expect(await db().select().from(shiftInvitations)).toEqual([]);
      expect(await db().select().from(mailOutbox)).toEqual([]);
      expect((await shiftRow())?.updates).toEqual([]);
    });

    it('answers 404 for a deleted shift and a shift of another account, 403 for a customer', async () => {
      const deleted = await setup.world.addShift({ status: 'deleted' });
      expect(
        (await invite({ workerId: setup.world.worker.id, channel: 'email' }, { shiftId: deleted.id }))
          .statusCode,
      ).toBe(404);
      const admin = await setup.test.signIn(setup.world.users.admin.email);
      expect(
        (
          await invite(
            { workerId: setup.world.worker.id, channel: 'email' },
            { token: admin, accountId: setup.world.accountA2.id },
          )
        ).statusCode,
      ).toBe(404);
      const customer = await setup.test.signIn(setup.world.users.customer.email);
      expect(
        (await invite({ workerId: setup.world.worker.id, channel: 'email' }, { token: customer })).statusCode,
      ).toBe(403);
      const outsider = await buildStaffUser(db(), { role: 'agent', accountId: setup.world.accountB1.id });
      expect(
        (
          await invite(
            { workerId: setup.world.worker.id, channel: 'email' },
            { token: await setup.test.signIn(outsider.email) },
          )
        ).statusCode,
      ).toBe(404);
    });

    it.each([
      [{ workerId: 'not-a-uuid', channel: 'email' }, 'workerId'],
      [{ workerId: '7d1c8a52-1111-4c2b-9a55-2b3c4d5e6f70', channel: 'fax' }, 'channel'],
    ])('refuses the body %j naming %s', async (payload, field) => {
      const response = await invite(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: { path: string[] }[] }>().issues.map((issue) => issue.path[0])).toEqual([
        field,
      ]);
    });
  });

  describe('the list on the shift', () => {
    it('shows who was invited, how, when and what became of each, newest first', async () => {
      const first = await invitedToken(setup.world.worker.id);
      setup.test.clock.advance(hour);
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      await invitedToken(setup.world.secondWorker.id);
      await decline(first);

      const response = await setup.test.request(setup.agentToken, { method: 'GET', url: invitationsUrl() });
      expect(response.statusCode).toBe(200);
      expect(response.json<ShiftInvitationList>().items).toEqual([
        expect.objectContaining({ workerName: 'Ville Virtanen', channel: 'email', state: 'pending' }),
        expect.objectContaining({
          workerName: 'Säde Öhman',
          state: 'declined',
          respondedAt: new Date(start.getTime() + hour).toISOString(),
        }),
      ]);

      setup.test.clock.advance(48 * hour);
      setup.agentToken = await setup.test.signIn(setup.world.users.agent.email);
      const later = await setup.test.request(setup.agentToken, { method: 'GET', url: invitationsUrl() });
      expect(later.json<ShiftInvitationList>().items.map((item) => item.state)).toEqual([
        'expired',
        'declined',
      ]);
    });

    it('answers 404 for another account’s shift and 403 for a customer', async () => {
      const customer = await setup.test.signIn(setup.world.users.customer.email);
      expect((await setup.test.request(customer, { method: 'GET', url: invitationsUrl() })).statusCode).toBe(
        403,
      );
      const otherShift = await setup.world.addShift();
      const admin = await setup.test.signIn(setup.world.users.admin.email);
      expect(
        (
          await setup.test.request(admin, {
            method: 'GET',
            url: invitationsUrl(otherShift.id, setup.world.accountA2.id),
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
