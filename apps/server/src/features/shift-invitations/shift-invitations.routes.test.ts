import type {
  PublicShiftInvitation,
  ShiftInvitation,
  ShiftInvitationList,
} from '@portal/domain/shift-invitations/shift-invitations';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { gigs, shiftInvitations, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';
import { hashToken } from '../../lib/tokens';
import { buildStaffUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  buildShiftInvitationsWorld,
  type ShiftInvitationsWorld,
  shiftStartsAt,
} from './shift-invitations-test-world';

const start = new Date('2026-11-22T10:00:00Z');
const hour = 60 * 60 * 1000;
const linkPattern = /\/invite\/shift-confirmation\/([A-Za-z0-9_-]+)/;

describe('shift invitations API', () => {
  let test: TestApp;
  let world: ShiftInvitationsWorld;
  let agentToken: string;
  // Each test answers from its own address, so the per-address limits of the public routes do not carry over.
  let addressCounter = 0;
  let address: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    test.clock.set(start);
    await test.database.reset();
    world = await buildShiftInvitationsWorld(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
    addressCounter += 1;
    address = `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  });

  const db = () => test.database.connection.db;
  const invitationsUrl = (shiftId = world.shift.id, accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/shifts/${shiftId}/invitations`;
  const invite = (
    payload: InjectOptions['payload'],
    options: { token?: string; shiftId?: string; accountId?: string } = {},
  ) =>
    test.request(options.token ?? agentToken, {
      method: 'POST',
      url: invitationsUrl(options.shiftId, options.accountId),
      payload,
    });
  const publicCall = (method: InjectOptions['method'], path: string) =>
    test.request(null, { method, url: `/api/public/shift-invitations/${path}`, remoteAddress: address });
  const show = (token: string) => publicCall('GET', encodeURIComponent(token));
  const accept = (token: string) => publicCall('POST', `${encodeURIComponent(token)}/accept`);
  const decline = (token: string) => publicCall('POST', `${encodeURIComponent(token)}/decline`);

  /** Invites by e-mail through the API and reads the link's secret from the outbox, as the worker would. */
  async function invitedToken(workerId = world.worker.id, shiftId = world.shift.id): Promise<string> {
    const response = await invite({ workerId, channel: 'email' }, { shiftId });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'shift-invitation'));
    const text = mails.at(-1)?.text ?? '';
    const token = linkPattern.exec(text)?.[1];
    if (!token) {
      throw new Error(`no invitation link in ${text}`);
    }
    return token;
  }

  const revoke = (
    invitationId: string,
    options: { token?: string; shiftId?: string; accountId?: string } = {},
  ) =>
    test.request(options.token ?? agentToken, {
      method: 'POST',
      url: `${invitationsUrl(options.shiftId, options.accountId)}/${invitationId}/revoke`,
    });
  const invitationOf = async (token: string) => {
    const [row] = await db()
      .select()
      .from(shiftInvitations)
      .where(eq(shiftInvitations.tokenHash, hashToken(token)));
    if (!row) {
      throw new Error('no invitation for the link');
    }
    return row;
  };

  const shiftRow = async (id = world.shift.id) => {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, id));
    return row;
  };

  describe('sending', () => {
    it('e-mails the worker a link in Finnish, stores only its hash and records it on the shift', async () => {
      const response = await invite({ workerId: world.worker.id, channel: 'email' });
      expect(response.statusCode, response.body).toBe(201);
      const invitation = response.json<ShiftInvitation>();
      expect(invitation).toMatchObject({
        workerId: world.worker.id,
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
        accountId: world.accountA1.id,
        to: world.worker.email,
        kind: 'shift-invitation',
      });
      expect(mail?.subject).toBe(`Vuorotarjous: ${world.areaOfCustomer.name} 25.11.2026 07:00-15:00`);
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
        processer: world.users.agent.id,
        processerName: 'Testi agent',
        content: 'Säde Öhman',
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'invite-worker'));
      expect(audit).toMatchObject({ actorId: world.users.agent.id, subjectId: world.shift.id });
      expect(JSON.stringify(audit?.changes)).not.toContain(token);
    });

    it('texts the link in the worker’s own message language', async () => {
      const english = await world.addWorker({ firstName: 'Emma', lastName: 'English', locale: 'en' });
      const response = await invite({ workerId: english.id, channel: 'sms' });
      expect(response.statusCode, response.body).toBe(201);
      const [sms] = await db().select().from(smsOutbox);
      expect(sms).toMatchObject({ to: '+358401234567', kind: 'shift-invitation', encoding: 'gsm7' });
      expect(sms?.message).toMatch(
        new RegExp(
          `^Hi Emma! Shift offer: ${world.areaOfCustomer.name} 25\\.11\\.2026 07:00-15:00\\. Answer by 24\\.11\\.2026 12:00: http://localhost:3000/invite/shift-confirmation/[A-Za-z0-9_-]{43}$`,
        ),
      );
      expect(sms?.segments).toBeLessThanOrEqual(2);
      expect(await db().select().from(mailOutbox)).toEqual([]);
    });

    it('lets the link expire when the shift starts, if that comes before 48 hours', async () => {
      test.clock.set(new Date(shiftStartsAt.getTime() - 5 * hour));
      agentToken = await test.signIn(world.users.agent.email);
      const response = await invite({ workerId: world.worker.id, channel: 'email' });
      expect(response.json<ShiftInvitation>().expiresAt).toBe(shiftStartsAt.toISOString());
    });

    it.each([
      ['booked', { status: 'booked' as const }],
      ['draft', { status: 'draft' as const, isDraft: true }],
      ['expired', { status: 'expired' as const }],
    ])('refuses a %s shift with SHIFT_STATE_CHANGED', async (_, values) => {
      await db().update(shifts).set(values).where(eq(shifts.id, world.shift.id));
      const response = await invite({ workerId: world.worker.id, channel: 'email' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'SHIFT_STATE_CHANGED' });
    });

    it('refuses a shift that has already started with SHIFT_STATE_CHANGED', async () => {
      test.clock.set(shiftStartsAt);
      agentToken = await test.signIn(world.users.agent.email);
      const response = await invite({ workerId: world.worker.id, channel: 'email' });
      expect(response.json()).toEqual({ code: 'SHIFT_STATE_CHANGED' });
    });

    it('refuses workers who are not confirmed workers of the account’s pools with WORKER_NOT_ASSIGNABLE', async () => {
      const unconfirmed = await world.addWorker({ confirmed: false });
      const applicant = await world.addWorker({ status: 'applied' });
      const outsidePools = await world.addWorker({}, { inPool: false });
      const otherAccount = await world.addWorker({ accountId: world.accountA2.id }, { inPool: false });
      for (const worker of [unconfirmed, applicant, outsidePools, otherAccount, world.users.agent]) {
        const response = await invite({ workerId: worker.id, channel: 'email' });
        expect(response.statusCode, worker.firstName).toBe(422);
        expect(response.json()).toEqual({ code: 'WORKER_NOT_ASSIGNABLE' });
      }
    });

    it('refuses a worker whose profession cannot work as the shift’s role with WORKER_ROLE_MISMATCH', async () => {
      const assistant = await world.addWorker({ profession: 'hoiva-avustaja' });
      const response = await invite({ workerId: assistant.id, channel: 'email' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'WORKER_ROLE_MISMATCH' });
    });

    it('refuses a worker blocked in the shift’s area with WORKER_BLOCKED', async () => {
      await db()
        .insert(workerBlocks)
        .values({
          workerId: world.worker.id,
          scope: 'areas',
          accountId: world.accountA1.id,
          areaIds: [world.areaOfCustomer.id],
          reason: 'Palaute',
        });
      const response = await invite({ workerId: world.worker.id, channel: 'email' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_BLOCKED' });
    });

    it('refuses an SMS to a worker without a mobile with WORKER_MOBILE_MISSING', async () => {
      await db().update(users).set({ mobile: null }).where(eq(users.id, world.worker.id));
      const response = await invite({ workerId: world.worker.id, channel: 'sms' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_MOBILE_MISSING' });
    });

    it('leaves no trace when refused', async () => {
      await db().update(shifts).set({ status: 'booked' }).where(eq(shifts.id, world.shift.id));
      await invite({ workerId: world.worker.id, channel: 'email' });
      expect(await db().select().from(shiftInvitations)).toEqual([]);
      expect(await db().select().from(mailOutbox)).toEqual([]);
      expect((await shiftRow())?.updates).toEqual([]);
    });

    it('answers 404 for a deleted shift and a shift of another account, 403 for a customer', async () => {
      const deleted = await world.addShift({ status: 'deleted' });
      expect(
        (await invite({ workerId: world.worker.id, channel: 'email' }, { shiftId: deleted.id })).statusCode,
      ).toBe(404);
      const admin = await test.signIn(world.users.admin.email);
      expect(
        (
          await invite(
            { workerId: world.worker.id, channel: 'email' },
            { token: admin, accountId: world.accountA2.id },
          )
        ).statusCode,
      ).toBe(404);
      const customer = await test.signIn(world.users.customer.email);
      expect(
        (await invite({ workerId: world.worker.id, channel: 'email' }, { token: customer })).statusCode,
      ).toBe(403);
      const outsider = await buildStaffUser(db(), { role: 'agent', accountId: world.accountB1.id });
      expect(
        (
          await invite(
            { workerId: world.worker.id, channel: 'email' },
            { token: await test.signIn(outsider.email) },
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
      const first = await invitedToken(world.worker.id);
      test.clock.advance(hour);
      agentToken = await test.signIn(world.users.agent.email);
      await invitedToken(world.secondWorker.id);
      await decline(first);

      const response = await test.request(agentToken, { method: 'GET', url: invitationsUrl() });
      expect(response.statusCode).toBe(200);
      expect(response.json<ShiftInvitationList>().items).toEqual([
        expect.objectContaining({ workerName: 'Ville Virtanen', channel: 'email', state: 'pending' }),
        expect.objectContaining({
          workerName: 'Säde Öhman',
          state: 'declined',
          respondedAt: new Date(start.getTime() + hour).toISOString(),
        }),
      ]);

      test.clock.advance(48 * hour);
      agentToken = await test.signIn(world.users.agent.email);
      const later = await test.request(agentToken, { method: 'GET', url: invitationsUrl() });
      expect(later.json<ShiftInvitationList>().items.map((item) => item.state)).toEqual([
        'expired',
        'declined',
      ]);
    });

    it('answers 404 for another account’s shift and 403 for a customer', async () => {
      const customer = await test.signIn(world.users.customer.email);
      expect((await test.request(customer, { method: 'GET', url: invitationsUrl() })).statusCode).toBe(403);
      const otherShift = await world.addShift();
      const admin = await test.signIn(world.users.admin.email);
      expect(
        (await test.request(admin, { method: 'GET', url: invitationsUrl(otherShift.id, world.accountA2.id) }))
          .statusCode,
      ).toBe(404);
    });
  });

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
          name: world.areaOfCustomer.name,
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
        .where(eq(gigs.id, world.gig.id));
      const response = await show(await invitedToken());
      expect(response.json<PublicShiftInvitation>().area).toEqual({
        name: world.areaOfCustomer.name,
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
      test.clock.advance(hour);
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>()).toMatchObject({ state: 'accepted', firstName: 'Säde' });

      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      expect(shift?.updates.at(-1)).toEqual({
        state: 'invitation_accepted',
        date: new Date(start.getTime() + hour).toISOString(),
        processer: world.worker.id,
        processerName: 'Säde Öhman',
        content: 'Säde Öhman',
      });
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 2 });
      const [invitation] = await db().select().from(shiftInvitations);
      expect(invitation).toMatchObject({
        response: 'accepted',
        respondedAt: new Date(start.getTime() + hour),
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'accept-invitation'));
      expect(audit).toMatchObject({
        actorId: world.worker.id,
        accountId: world.accountA1.id,
        subjectId: world.shift.id,
      });

      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('accepted');
    });

    // Issue 10: the link booked the shift without the drawer's clean-up.
    it('clears the worker’s own request and the last cancellation’s reason, as a booking by staff does', async () => {
      const shift = await world.addShift({
        startsAt: new Date('2026-11-27T05:00:00Z'),
        endsAt: new Date('2026-11-27T13:00:00Z'),
        reservations: [world.worker.id, world.secondWorker.id],
        cancelReason: 'other',
        cancelNote: 'Edellinen tekijä sairastui',
      });
      const token = await invitedToken(world.worker.id, shift.id);
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(await shiftRow(shift.id)).toMatchObject({
        status: 'booked',
        assignedTo: world.worker.id,
        reservations: [world.secondWorker.id],
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
        .set({ status: 'booked', assignedTo: world.secondWorker.id, reserved: true })
        .where(eq(shifts.id, world.shift.id));
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('taken');

      const response = await accept(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'SHIFT_TAKEN' });
      expect(await shiftRow()).toMatchObject({ status: 'booked', assignedTo: world.secondWorker.id });
      const [invitation] = await db().select().from(shiftInvitations);
      expect(invitation?.response).toBe('taken');
      expect((await accept(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
    });

    it('settles as accepted, changing nothing, when staff already gave the worker the shift', async () => {
      const token = await invitedToken();
      await db()
        .update(shifts)
        .set({ status: 'booked', assignedTo: world.worker.id, reserved: true })
        .where(eq(shifts.id, world.shift.id));
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('accepted');
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PublicShiftInvitation>().state).toBe('accepted');
      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'booked', assignedTo: world.worker.id });
      expect(shift?.updates.map((entry) => entry.state)).toEqual(['invited']);
      expect((await db().select().from(shiftInvitations))[0]?.response).toBe('accepted');
    });

    it('answers SHIFT_TAKEN when the shift was deleted meanwhile', async () => {
      const token = await invitedToken();
      await db().update(shifts).set({ status: 'deleted' }).where(eq(shifts.id, world.shift.id));
      expect((await accept(token)).json()).toEqual({ code: 'SHIFT_TAKEN' });
    });

    it('books the shift for exactly one of two workers accepting at the same moment', async () => {
      // Several rounds: on PostgreSQL the two transactions really interleave, in a different order each time.
      for (let round = 0; round < 5; round += 1) {
        const shift = round === 0 ? world.shift : await world.addShift();
        const first = await invitedToken(world.worker.id, shift.id);
        const second = await invitedToken(world.secondWorker.id, shift.id);
        const responses = await Promise.all([accept(first), accept(second)]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        const loser = responses.find((response) => response.statusCode === 409);
        expect(loser?.json()).toEqual({ code: 'SHIFT_TAKEN' });

        const winnerId = responses[0]?.statusCode === 200 ? world.worker.id : world.secondWorker.id;
        const stored = await shiftRow(shift.id);
        expect(stored).toMatchObject({ status: 'booked', assignedTo: winnerId });
        expect(stored?.updates.filter((entry) => entry.state === 'invitation_accepted')).toHaveLength(1);
        const answers = await db()
          .select({ response: shiftInvitations.response })
          .from(shiftInvitations)
          .where(eq(shiftInvitations.shiftId, shift.id));
        expect(answers.map((row) => row.response).sort()).toEqual(['accepted', 'taken']);
      }
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 6 });
    });

    it('refuses a worker blocked since the link was sent, leaving the shift free and the link open', async () => {
      const token = await invitedToken();
      await db().insert(workerBlocks).values({
        workerId: world.worker.id,
        scope: 'account',
        accountId: world.accountA1.id,
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
        processer: world.worker.id,
        processerName: 'Säde Öhman',
      });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'decline-invitation'), eq(auditLog.actorId, world.worker.id)));
      expect(audit?.subjectId).toBe(world.shift.id);
      expect((await decline(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
      expect((await accept(token)).json()).toEqual({ code: 'INVITATION_ANSWERED' });
    });
  });

  describe('revoking', () => {
    it('withdraws a pending link; the list shows it revoked and the history says who did it', async () => {
      const token = await invitedToken();
      const { id } = await invitationOf(token);
      test.clock.advance(hour);
      agentToken = await test.signIn(world.users.agent.email);
      const response = await revoke(id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftInvitation>()).toMatchObject({
        id,
        workerName: 'Säde Öhman',
        state: 'revoked',
        respondedAt: new Date(start.getTime() + hour).toISOString(),
        invitedByName: 'Testi agent',
      });

      const list = await test.request(agentToken, { method: 'GET', url: invitationsUrl() });
      expect(list.json<ShiftInvitationList>().items).toEqual([
        expect.objectContaining({ id, state: 'revoked' }),
      ]);
      const shift = await shiftRow();
      expect(shift).toMatchObject({ status: 'open', assignedTo: null });
      expect(shift?.updates.at(-1)).toEqual({
        state: 'invitation_revoked',
        date: new Date(start.getTime() + hour).toISOString(),
        processer: world.users.agent.id,
        processerName: 'Testi agent',
        content: 'Säde Öhman',
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'revoke-invitation'));
      expect(audit).toMatchObject({
        actorId: world.users.agent.id,
        accountId: world.accountA1.id,
        subjectId: world.shift.id,
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
      test.clock.advance(48 * hour);
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('revoked');
    });

    it('refuses a link already answered, expired, booked meanwhile or revoked, changing nothing', async () => {
      const acceptedShift = await world.addShift();
      const accepted = await invitedToken(world.worker.id, acceptedShift.id);
      expect((await accept(accepted)).statusCode).toBe(200);
      const declined = await invitedToken(world.secondWorker.id);
      expect((await decline(declined)).statusCode).toBe(200);
      const bookedShift = await world.addShift();
      const overtaken = await invitedToken(world.worker.id, bookedShift.id);
      await db()
        .update(shifts)
        .set({ status: 'booked', assignedTo: world.secondWorker.id, reserved: true })
        .where(eq(shifts.id, bookedShift.id));
      const twice = await invitedToken(world.worker.id);
      expect((await revoke((await invitationOf(twice)).id)).statusCode).toBe(200);

      const refusal = async (token: string, shiftId = world.shift.id) => {
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

      const expiring = await invitedToken(world.secondWorker.id);
      test.clock.advance(48 * hour);
      agentToken = await test.signIn(world.users.agent.email);
      expect(await refusal(expiring)).toEqual({ status: 410, body: { code: 'INVITATION_EXPIRED' } });
      expect((await invitationOf(expiring)).response).toBeNull();
      expect(
        (await shiftRow())?.updates.filter((entry) => entry.state === 'invitation_revoked'),
      ).toHaveLength(1);
    });

    it('gives exactly one winner when staff revoke as the worker accepts', async () => {
      // Several rounds: on PostgreSQL the two transactions really interleave.
      for (let round = 0; round < 5; round += 1) {
        const shift = round === 0 ? world.shift : await world.addShift();
        const token = await invitedToken(world.worker.id, shift.id);
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
          expect(await shiftRow(shift.id)).toMatchObject({ status: 'booked', assignedTo: world.worker.id });
          expect(history).toEqual(['invited', 'invitation_accepted']);
        }
      }
    });

    it('answers 404 for an unknown invitation, another shift’s or account’s, and 403 for a customer', async () => {
      const token = await invitedToken();
      const { id } = await invitationOf(token);
      const otherShift = await world.addShift();
      expect((await revoke(id, { shiftId: otherShift.id })).statusCode).toBe(404);
      expect((await revoke('7d1c8a52-1111-4c2b-9a55-2b3c4d5e6f70')).statusCode).toBe(404);
      const customer = await test.signIn(world.users.customer.email);
      expect((await revoke(id, { token: customer })).statusCode).toBe(403);
      const admin = await test.signIn(world.users.admin.email);
      expect((await revoke(id, { token: admin, accountId: world.accountA2.id })).statusCode).toBe(404);
      const outsider = await buildStaffUser(db(), { role: 'agent', accountId: world.accountB1.id });
      expect((await revoke(id, { token: await test.signIn(outsider.email) })).statusCode).toBe(404);
      expect((await invitationOf(token)).response).toBeNull();
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('pending');
    });
  });

  describe('an expired link', () => {
    it('shows as expired and refuses both answers with INVITATION_EXPIRED (410)', async () => {
      const token = await invitedToken();
      test.clock.advance(48 * hour);
      expect((await show(token)).json<PublicShiftInvitation>().state).toBe('expired');
      for (const response of [await accept(token), await decline(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ code: 'INVITATION_EXPIRED' });
      }
      expect(await shiftRow()).toMatchObject({ status: 'open', assignedTo: null });
    });
  });
});
