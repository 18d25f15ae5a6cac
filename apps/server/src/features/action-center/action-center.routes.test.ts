import type { ActionCenterShift } from '@portal/domain/action-center';
import type { ShiftUpdateEntry } from '@portal/domain/shifts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { buildArea, buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listenForChanges } from '../pools/pools-test-world';

type Page = { items: ActionCenterShift[]; total: number };
type World = Awaited<ReturnType<typeof buildTenancy>>;

// The test clock stands at 2026-11-22 10:00 UTC (12:00 in Helsinki).
const yesterday = { startsAt: new Date('2026-11-21T06:00:00Z'), endsAt: new Date('2026-11-21T14:00:00Z') };
const tomorrow = { startsAt: new Date('2026-11-23T06:00:00Z'), endsAt: new Date('2026-11-23T14:00:00Z') };
const completion = {
  actualStartsAt: '2026-11-21T06:15:00Z',
  actualEndsAt: '2026-11-21T14:30:00Z',
  breakMinutes: 30,
  kilometrikorvaus: 18.5,
  workDayType: 'work_day',
};

describe('action center routes', () => {
  let test: TestApp;
  let world: World;
  let tokens: { agent: string; customer: string; admin: string };
  let workerId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildTenancy(db());
    workerId = (
      await buildWorker(db(), { accountId: world.accountA1.id, firstName: 'Tiina', lastName: 'Tekijä' })
    ).id;
    tokens = {
      agent: await test.signIn(world.users.agent.email),
      customer: await test.signIn(world.users.customer.email),
      admin: await test.signIn(world.users.admin.email),
    };
  });

  const db = () => test.database.connection.db;
  const base = () => `/api/accounts/${world.accountA1.id}`;
  const get = (token: string, path: string) =>
    test.request(token, { method: 'GET', url: `${base()}${path}` });
  const post = (token: string, path: string, payload?: unknown) =>
    test.request(token, { method: 'POST', url: `${base()}${path}`, ...(payload ? { payload } : {}) });
  const shiftIn = (
    areaId: string,
    overrides: Parameters<typeof buildShift>[1] extends infer T ? Partial<T> : never,
  ) => buildShift(db(), { accountId: world.accountA1.id, areaId, ...tomorrow, ...overrides });
  const booked = (areaId: string, overrides = {}) =>
    shiftIn(areaId, { ...yesterday, status: 'booked', assignedTo: workerId, reserved: true, ...overrides });
  const confirmed = (areaId: string, overrides = {}) =>
    booked(areaId, {
      status: 'confirmed',
      actualStartsAt: yesterday.startsAt,
      actualEndsAt: yesterday.endsAt,
      breakMinutes: 30,
      confirmedAt: yesterday.endsAt,
      ...overrides,
    });
  const stored = async (shiftId: string) => {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, shiftId));
    return row as typeof shifts.$inferSelect;
  };
  const statesOf = (updates: ShiftUpdateEntry[]) => updates.map((entry) => entry.state);
  const ids = (page: Page) => page.items.map((item) => item.id);

  describe('tabs', () => {
    it('booking confirmation lists open future shifts workers asked for, soonest first, with their names', async () => {
      const later = await shiftIn(world.otherArea.id, {
        startsAt: new Date('2026-11-25T06:00:00Z'),
        endsAt: new Date('2026-11-25T14:00:00Z'),
        reservations: [workerId],
      });
      const sooner = await shiftIn(world.areaOfCustomer.id, { reservations: [workerId] });
      await shiftIn(world.areaOfCustomer.id, {}); // nobody asked
      await shiftIn(world.areaOfCustomer.id, { ...yesterday, reservations: [workerId] }); // past
      await shiftIn(world.areaOfCustomer.id, {
        status: 'booked',
        assignedTo: workerId,
        reservations: [workerId],
      });
      await shiftIn(world.areaOfCustomer.id, { status: 'deleted', reservations: [workerId] });

      const response = await get(tokens.agent, '/action-center/bookings');
      expect(response.statusCode).toBe(200);
      const page = response.json<Page>();
      expect(ids(page)).toEqual([sooner.id, later.id]);
      expect(page.total).toBe(2);
      expect(page.items[0]?.reservations).toEqual([{ id: workerId, fullName: 'Tiina Tekijä' }]);
      expect(page.items[0]?.areaName).toBeTruthy();
    });

    it('limits a customer to its areas and pages the lists', async () => {
      const own = await shiftIn(world.areaOfCustomer.id, { reservations: [workerId] });
      await shiftIn(world.otherArea.id, { reservations: [workerId] });
      const customerPage = (await get(tokens.customer, '/action-center/bookings')).json<Page>();
      expect(ids(customerPage)).toEqual([own.id]);

      const agentFirst = (await get(tokens.agent, '/action-center/bookings?perPage=1&page=1')).json<Page>();
      const agentSecond = (await get(tokens.agent, '/action-center/bookings?perPage=1&page=2')).json<Page>();
      expect(agentFirst.total).toBe(2);
      expect(agentFirst.items).toHaveLength(1);
      expect(agentSecond.items).toHaveLength(1);
      expect(agentSecond.items[0]?.id).not.toBe(agentFirst.items[0]?.id);
      const byArea = (
        await get(tokens.agent, `/action-center/bookings?areaId=${world.otherArea.id}`)
      ).json<Page>();
      expect(byArea.items.map((item) => item.areaId)).toEqual([world.otherArea.id]);
    });

    it('completion verification lists ended booked shifts with the worker and the account’s break rule', async () => {
      await db()
        .update(accounts)
        .set({ unpaidTime: 45, minHoursWithBreak: 7 })
        .where(eq(accounts.id, world.accountA1.id));
      const ended = await booked(world.areaOfCustomer.id);
      await booked(world.areaOfCustomer.id, { ...tomorrow }); // still ahead
      await shiftIn(world.areaOfCustomer.id, { ...yesterday }); // open, never booked
      await confirmed(world.areaOfCustomer.id); // done already
      const other = await booked(world.otherArea.id);

      const agentPage = (await get(tokens.agent, '/action-center/completions')).json<
        Page & { breakRule: unknown }
      >();
      expect(new Set(ids(agentPage))).toEqual(new Set([ended.id, other.id]));
      expect(agentPage.breakRule).toEqual({ unpaidTime: 45, minHoursWithBreak: 7 });
      expect(agentPage.items[0]?.worker).toEqual({ id: workerId, fullName: 'Tiina Tekijä' });

      const customerPage = (await get(tokens.customer, '/action-center/completions')).json<Page>();
      expect(ids(customerPage)).toEqual([ended.id]);
    });

    it('quick pay lists confirmed quick-boost shifts; inspection the other confirmed ones not sent yet', async () => {
      const quick = await confirmed(world.areaOfCustomer.id, {
        boosted: true,
        boostType: 'quick',
        boostValue: 20,
      });
      const bonus = await confirmed(world.areaOfCustomer.id, {
        boosted: true,
        boostType: 'bonus',
        boostValue: 20,
      });
      const plain = await confirmed(world.otherArea.id);
      await confirmed(world.areaOfCustomer.id, { inspectionSentAt: test.clock.now() });
      await confirmed(world.areaOfCustomer.id, { status: 'verified', boostType: 'quick' });

      expect(ids((await get(tokens.agent, '/action-center/quick-pay')).json<Page>())).toEqual([quick.id]);
      expect(new Set(ids((await get(tokens.agent, '/action-center/inspection')).json<Page>()))).toEqual(
        new Set([bonus.id, plain.id]),
      );
      expect((await get(tokens.customer, '/action-center/quick-pay')).statusCode).toBe(403);
      expect((await get(tokens.customer, '/action-center/inspection')).statusCode).toBe(403);
    });
  });

  describe('badge', () => {
    it('counts open, unreserved future shifts; a customer only in its areas', async () => {
      await shiftIn(world.areaOfCustomer.id, {});
      await shiftIn(world.areaOfCustomer.id, { reservations: [workerId] }); // asked for, still unreserved
      await shiftIn(world.otherArea.id, {});
      await shiftIn(world.areaOfCustomer.id, { status: 'booked', assignedTo: workerId });
      await shiftIn(world.areaOfCustomer.id, { ...yesterday });
      await shiftIn(world.areaOfCustomer.id, { status: 'draft' });
      await buildShift(db(), {
        accountId: world.accountA2.id,
        areaId: (await buildArea(db(), { accountId: world.accountA2.id })).id,
        ...tomorrow,
      });

      expect((await get(tokens.agent, '/action-center/badge')).json()).toEqual({ openUnreservedFuture: 3 });
      expect((await get(tokens.customer, '/action-center/badge')).json()).toEqual({
        openUnreservedFuture: 2,
      });
      // Once they have started they no longer count (a fresh sign-in: the clock jumped past the token's life).
      test.clock.set(new Date('2026-11-23T07:00:00Z'));
      const later = await test.signIn(world.users.agent.email);
      expect((await get(later, '/action-center/badge')).json()).toEqual({ openUnreservedFuture: 0 });
    });
  });

  describe('completion', () => {
    it('confirms an ended booked shift with the real hours, history, audit and a change notice', async () => {
      const shift = await booked(world.areaOfCustomer.id);
      const changes = await listenForChanges(test);
      const response = await post(tokens.agent, `/shifts/${shift.id}/completion`, completion);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ActionCenterShift>();
      expect(body).toMatchObject({
        status: 'confirmed',
        actualStartsAt: '2026-11-21T06:15:00.000Z',
        actualEndsAt: '2026-11-21T14:30:00.000Z',
        breakMinutes: 30,
        kilometrikorvaus: 18.5,
        workDayType: 'work_day',
        confirmedAt: '2026-11-22T10:00:00.000Z',
      });
      const row = await stored(shift.id);
      expect(row.confirmedBy).toBe(world.users.agent.id);
      expect(statesOf(row.updates)).toEqual(['confirmed']);
      expect(row.updates[0]).toMatchObject({ processer: world.users.agent.id, processerName: 'Testi agent' });
      // Helsinki times, paid hours after the break (8 h 15 min - 30 min).
      expect(row.updates[0]?.content).toBe(
        '21.11.2026 08:15–21.11.2026 16:30 · 30 min · 7.75 h · 18.5 km · work_day',
      );
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, shift.id), eq(auditLog.action, 'confirmed')));
      expect(audit).toHaveLength(1);
      await changes.waitFor({ subject: 'Shift', id: shift.id, action: 'updated' });
      await changes.stop();
      expect(ids((await get(tokens.agent, '/action-center/completions')).json<Page>())).toEqual([]);
    });

    it('computes a night across the autumn DST change in real hours', async () => {
      const shift = await booked(world.areaOfCustomer.id, {
        startsAt: new Date('2026-10-24T19:00:00Z'),
        endsAt: new Date('2026-10-25T05:00:00Z'),
      });
      const response = await post(tokens.agent, `/shifts/${shift.id}/completion`, {
        ...completion,
        actualStartsAt: '2026-10-24T22:00:00+03:00',
        actualEndsAt: '2026-10-25T07:00:00+02:00',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await stored(shift.id)).updates[0]?.content).toContain('· 9.5 h ·');
    });

    it('refuses a shift that has not ended, and one in another state', async () => {
      const running = await booked(world.areaOfCustomer.id, {
        startsAt: new Date('2026-11-22T06:00:00Z'),
        endsAt: new Date('2026-11-22T14:00:00Z'),
      });
      const notEnded = await post(tokens.agent, `/shifts/${running.id}/completion`, completion);
      expect(notEnded.statusCode).toBe(409);
      expect(notEnded.json()).toMatchObject({ code: 'SHIFT_NOT_ENDED' });

      for (const status of ['open', 'confirmed', 'verified', 'expired'] as const) {
        const shift = await booked(world.areaOfCustomer.id, { status });
        const response = await post(tokens.agent, `/shifts/${shift.id}/completion`, completion);
        expect(response.json(), status).toMatchObject({ code: 'SHIFT_STATE_CHANGED' });
        expect((await stored(shift.id)).status).toBe(status);
      }
      const deleted = await booked(world.areaOfCustomer.id, { status: 'deleted' });
      expect((await post(tokens.agent, `/shifts/${deleted.id}/completion`, completion)).statusCode).toBe(404);
    });

    it('confirms once when submitted twice at the same moment', async () => {
      const shift = await booked(world.areaOfCustomer.id);
      const answers = await Promise.all([
        post(tokens.agent, `/shifts/${shift.id}/completion`, completion),
        post(tokens.customer, `/shifts/${shift.id}/completion`, { ...completion, breakMinutes: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
        code: 'SHIFT_STATE_CHANGED',
      });
      expect(statesOf((await stored(shift.id)).updates)).toEqual(['confirmed']);
    });

    it('checks the times and the break, and the shape of the input', async () => {
      const shift = await booked(world.areaOfCustomer.id);
      const url = `/shifts/${shift.id}/completion`;
      const endBeforeStart = await post(tokens.agent, url, {
        ...completion,
        actualEndsAt: '2026-11-21T06:00:00Z',
      });
      expect(endBeforeStart.statusCode).toBe(400);
      expect(endBeforeStart.json()).toMatchObject({ code: 'SHIFT_TIMES_INVALID' });
      const longBreak = await post(tokens.agent, url, { ...completion, breakMinutes: 8 * 60 + 15 });
      expect(longBreak.json()).toMatchObject({
        code: 'SHIFT_TIMES_INVALID',
        details: { field: 'breakMinutes' },
      });
      for (const invalid of [
        { kilometrikorvaus: -1 },
        { breakMinutes: -1 },
        { workDayType: 'holiday' },
        { actualStartsAt: 'yesterday' },
      ]) {
        const response = await post(tokens.agent, url, { ...completion, ...invalid });
        expect(response.statusCode, JSON.stringify(invalid)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect((await stored(shift.id)).status).toBe('booked');
    });

    it('lets a customer complete shifts of its areas only', async () => {
      const own = await booked(world.areaOfCustomer.id);
      const other = await booked(world.otherArea.id);
      expect((await post(tokens.customer, `/shifts/${own.id}/completion`, completion)).statusCode).toBe(200);
      expect((await post(tokens.customer, `/shifts/${other.id}/completion`, completion)).statusCode).toBe(
        404,
      );
      expect((await stored(other.id)).status).toBe('booked');
    });

    it('does not find a shift of another account', async () => {
      const areaA2 = await buildArea(db(), { accountId: world.accountA2.id });
      const foreign = await buildShift(db(), {
        accountId: world.accountA2.id,
        areaId: areaA2.id,
        ...yesterday,
        status: 'booked',
        assignedTo: workerId,
      });
      expect((await post(tokens.admin, `/shifts/${foreign.id}/completion`, completion)).statusCode).toBe(404);
    });
  });

  describe('verification', () => {
    it('verifies confirmed hours (customer in its areas, or staff) once', async () => {
      const own = await confirmed(world.areaOfCustomer.id);
      const response = await post(tokens.customer, `/shifts/${own.id}/verification`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ActionCenterShift>()).toMatchObject({
        status: 'verified',
        verifiedAt: '2026-11-22T10:00:00.000Z',
      });
      const row = await stored(own.id);
      expect(row.verifiedBy).toBe(world.users.customer.id);
      expect(statesOf(row.updates)).toEqual(['verified']);
      const again = await post(tokens.agent, `/shifts/${own.id}/verification`);
      expect(again.json()).toMatchObject({ code: 'SHIFT_STATE_CHANGED' });

      const other = await confirmed(world.otherArea.id);
      expect((await post(tokens.customer, `/shifts/${other.id}/verification`)).statusCode).toBe(404);
      expect((await post(tokens.agent, `/shifts/${other.id}/verification`)).statusCode).toBe(200);
    });

    it('refuses shifts that are not confirmed', async () => {
      for (const status of ['open', 'booked', 'expired'] as const) {
        const shift = await booked(world.areaOfCustomer.id, { status });
        expect((await post(tokens.agent, `/shifts/${shift.id}/verification`)).json()).toMatchObject({
          code: 'SHIFT_STATE_CHANGED',
        });
      }
    });

    it('quick-pay verifies confirmed quick-boost shifts (staff)', async () => {
      const quick = await confirmed(world.areaOfCustomer.id, {
        boosted: true,
        boostType: 'quick',
        boostValue: 15,
      });
      const bonus = await confirmed(world.areaOfCustomer.id, {
        boosted: true,
        boostType: 'bonus',
        boostValue: 15,
      });
      expect((await post(tokens.customer, `/shifts/${quick.id}/quick-pay-verification`)).statusCode).toBe(
        403,
      );
      const response = await post(tokens.agent, `/shifts/${quick.id}/quick-pay-verification`);
      expect(response.statusCode, response.body).toBe(200);
      const row = await stored(quick.id);
      expect(row.status).toBe('verified');
      expect(statesOf(row.updates)).toEqual(['quick_pay_verified']);
      expect((await post(tokens.agent, `/shifts/${bonus.id}/quick-pay-verification`)).json()).toMatchObject({
        code: 'SHIFT_STATE_CHANGED',
      });
      expect((await get(tokens.agent, '/action-center/quick-pay')).json<Page>().items).toEqual([]);
    });
  });

  describe('sending for inspection', () => {
    it('marks the shifts and mails one summary per area to its confirmation e-mails', async () => {
      await db()
        .update(areas)
        .set({ confirmationEmails: ['hoitaja@palvelukoti.example', 'esihenkilo@palvelukoti.example'] })
        .where(eq(areas.id, world.areaOfCustomer.id));
      await db()
        .update(areas)
        .set({ confirmationEmails: ['toinen@koti.example'] })
        .where(eq(areas.id, world.otherArea.id));
      const first = await confirmed(world.areaOfCustomer.id);
      const second = await confirmed(world.areaOfCustomer.id, {
        startsAt: new Date('2026-11-20T06:00:00Z'),
        endsAt: new Date('2026-11-20T14:00:00Z'),
        actualStartsAt: new Date('2026-11-20T06:00:00Z'),
        actualEndsAt: new Date('2026-11-20T14:00:00Z'),
      });
      const third = await confirmed(world.otherArea.id);

      const response = await post(tokens.agent, '/action-center/inspection', {
        shiftIds: [first.id, second.id, third.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sent: 3, mails: 3, areasWithoutEmail: [] });

      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'shift-inspection'));
      expect(mails.map((mail) => mail.to).sort()).toEqual([
        'esihenkilo@palvelukoti.example',
        'hoitaja@palvelukoti.example',
        'toinen@koti.example',
      ]);
      const toNurse = mails.find((mail) => mail.to === 'hoitaja@palvelukoti.example');
      expect(toNurse?.subject).toMatch(/^Tarkastettavaksi: 2 vuoroa – /);
      expect(toNurse?.text).toContain('- 20.11.2026 08:00–16:00 · Tiina Tekijä · tauko 30 min · 7,50 h');
      expect(toNurse?.text).toContain('- 21.11.2026 08:00–16:00 · Tiina Tekijä · tauko 30 min · 7,50 h');
      expect(toNurse?.text).toContain('/apps/shifts-&-gigs/confirmations/list');
      expect(toNurse?.text).not.toContain(third.id);

      const row = await stored(first.id);
      expect(row.inspectionSentAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
      expect(row.status).toBe('confirmed');
      expect(row.updates.map((entry) => [entry.state, entry.content])).toEqual([
        ['sent_for_inspection', 'hoitaja@palvelukoti.example, esihenkilo@palvelukoti.example'],
      ]);
      expect((await get(tokens.agent, '/action-center/inspection')).json<Page>().items).toEqual([]);
    });

    it('writes the summary in German for a German account', async () => {
      await db().update(accounts).set({ country: 'DE' }).where(eq(accounts.id, world.accountA1.id));
      await db()
        .update(areas)
        .set({ confirmationEmails: ['pflege@heim.example'] })
        .where(eq(areas.id, world.otherArea.id));
      const shift = await confirmed(world.otherArea.id);
      await post(tokens.agent, '/action-center/inspection', { shiftIds: [shift.id] });
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'shift-inspection'));
      expect(mail?.subject).toMatch(/^Zur Prüfung: 1 Schicht – /);
    });

    it('names the areas nobody could be mailed for, and still marks their shifts', async () => {
      const shift = await confirmed(world.otherArea.id);
      const response = await post(tokens.agent, '/action-center/inspection', { shiftIds: [shift.id] });
      expect(response.json()).toEqual({
        sent: 1,
        mails: 0,
        areasWithoutEmail: [{ id: world.otherArea.id, name: expect.any(String) }],
      });
      expect((await stored(shift.id)).inspectionSentAt).not.toBeNull();
    });

    it('refuses the whole batch when one shift was sent or changed meanwhile', async () => {
      const fresh = await confirmed(world.areaOfCustomer.id);
      const sent = await confirmed(world.areaOfCustomer.id, { inspectionSentAt: yesterday.endsAt });
      const quick = await confirmed(world.areaOfCustomer.id, { boostType: 'quick' });
      const response = await post(tokens.agent, '/action-center/inspection', {
        shiftIds: [fresh.id, sent.id, quick.id],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SHIFT_STATE_CHANGED' });
      expect((await stored(fresh.id)).inspectionSentAt).toBeNull();
      expect(await db().select().from(mailOutbox)).toEqual([]);
      const unknown = await post(tokens.agent, '/action-center/inspection', {
        shiftIds: [fresh.id, '00000000-0000-4000-8000-000000000000'],
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
