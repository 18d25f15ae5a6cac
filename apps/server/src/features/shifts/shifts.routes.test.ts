import { decodeCalendarShifts } from '@portal/domain/shifts/calendar-shifts.codec';
import {
  type AssignmentWarnings,
  type CalendarShifts,
  calendarShiftsSchema,
  type ShiftDetail,
} from '@portal/domain/shifts/shifts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { buildShift } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildShiftsWorld, morning, type ShiftsWorld } from './shifts-test-world';

type ErrorBody = { code: string };

describe('shifts API', () => {
  let test: TestApp;
  let world: ShiftsWorld;
  let agentToken: string;
  let customerToken: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildShiftsWorld(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
    customerToken = await test.signIn(world.users.customer.email);
  });

  const db = () => test.database.connection.db;
  const base = (accountId = world.accountA1.id) => `/api/accounts/${accountId}/shifts`;

  async function stored(shiftId: string) {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, shiftId));
    if (!row) {
      throw new Error('no shift');
    }
    return row;
  }

  /** The calendar's answer as the web app reads it: checked against the contract, then decoded. */
  function calendarOf(response: { json: () => unknown }): CalendarShifts {
    return decodeCalendarShifts(calendarShiftsSchema.parse(response.json()));
  }

  function calendar(query: string, token = agentToken, accountId = world.accountA1.id) {
    return test.request(token, { method: 'GET', url: `${base(accountId)}/calendar?${query}` });
  }

  const novemberRange = 'from=2026-11-01T00:00:00%2B02:00&to=2026-12-01T00:00:00%2B02:00';

  describe('calendar', () => {
    it('lists live shifts overlapping the range by start, with area, worker and display state', async () => {
      const booked = await world.addShift({
        title: 'Varattu',
        status: 'booked',
        assignedTo: world.worker.id,
        reserved: true,
        startsAt: new Date('2026-11-24T05:00:00Z'),
        endsAt: new Date('2026-11-24T13:00:00Z'),
      });
      const open = await world.addShift({ title: 'Avoin', reservations: [world.worker.id] });
      await world.addShift({ title: 'Poistettu', status: 'deleted' });
      await world.addShift({
        title: 'Joulukuu',
        startsAt: new Date('2026-12-02T05:00:00Z'),
        endsAt: new Date('2026-12-02T13:00:00Z'),
      });
      // A night shift from the evening before the range runs into it.
      const night = await world.addShift({
        title: 'Yövuoro',
        startsAt: new Date('2026-10-31T19:00:00Z'),
        endsAt: new Date('2026-11-01T05:00:00Z'),
      });
      await buildShift(db(), { accountId: world.accountA2.id, areaId: world.areaOfA2.id, ...morning });

      const response = await calendar(novemberRange);
      expect(response.statusCode, response.body).toBe(200);
      const body = calendarOf(response);
      expect(body.truncated).toBe(false);
      expect(body.items.map((item) => item.title)).toEqual(['Yövuoro', 'Avoin', 'Varattu']);
      expect(body.items.find((item) => item.id === booked.id)).toMatchObject({
        startsAt: '2026-11-24T05:00:00.000Z',
        endsAt: '2026-11-24T13:00:00.000Z',
        displayState: 'Verified',
        assigneeName: 'Liisa Lähihoitaja',
        areaId: world.areaOfCustomer.id,
      });
      expect(body.items.find((item) => item.id === open.id)).toMatchObject({
        displayState: 'Booked',
        reservationCount: 1,
        assigneeName: null,
        boosted: false,
      });
      expect(body.items.find((item) => item.id === night.id)?.displayState).toBe('Open');
      // Each area is named once, not on every shift; the drawer loads the rest of a shift.
      expect(body.areas).toEqual([{ id: world.areaOfCustomer.id, name: world.areaOfCustomer.name }]);
      // On the wire the shifts come by column, each pointing at its area by index (decision 0009).
      const wire = response.json<{ shifts: Record<string, unknown[]> }>().shifts;
      expect(Object.keys(wire).sort()).toEqual([
        'area',
        'assigneeName',
        'boosted',
        'displayState',
        'endsAt',
        'id',
        'reservationCount',
        'startsAt',
        'title',
      ]);
      expect(wire.id).toEqual([night.id, open.id, booked.id]);
      expect(wire.area).toEqual([0, 0, 0]);
    });

    it('filters by area and limits a customer to its own areas', async () => {
      await world.addShift({ title: 'Oma' });
      await world.addShift({ title: 'Muu', areaId: world.otherArea.id, gigId: null });
      const all = await calendar(novemberRange);
      expect(
        calendarOf(all)
          .items.map((item) => item.title)
          .sort(),
      ).toEqual(['Muu', 'Oma']);
      expect(
        calendarOf(all)
          .areas.map((area) => area.name)
          .sort(),
      ).toEqual([world.areaOfCustomer.name, world.otherArea.name].sort());
      const filtered = await calendar(`${novemberRange}&areaId=${world.otherArea.id}`);
      expect(calendarOf(filtered).items.map((item) => item.title)).toEqual(['Muu']);
      expect(calendarOf(filtered).areas).toEqual([{ id: world.otherArea.id, name: world.otherArea.name }]);
      const customer = await calendar(novemberRange, customerToken);
      expect(customer.statusCode, customer.body).toBe(200);
      expect(calendarOf(customer).items.map((item) => item.title)).toEqual(['Oma']);
      const customerAskingOther = await calendar(
        `${novemberRange}&areaId=${world.otherArea.id}`,
        customerToken,
      );
      expect(calendarOf(customerAskingOther).items).toEqual([]);
    });

    it('answers at most 1,500 shifts and says when more exist', async () => {
      const rows = Array.from({ length: 1501 }, (_, index) => ({
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        title: `Vuoro ${index}`,
        status: 'open' as const,
        isDraft: false,
        startsAt: new Date(Date.UTC(2026, 10, 2, 0, index)),
        endsAt: new Date(Date.UTC(2026, 10, 2, 8, index)),
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await db()
          .insert(shifts)
          .values(rows.slice(start, start + 500));
      }
      const body = calendarOf(await calendar(novemberRange));
      expect(body.items).toHaveLength(1500);
      expect(body.truncated).toBe(true);
      expect(body.items[0]?.title).toBe('Vuoro 0');
      expect(body.items[1499]?.title).toBe('Vuoro 1499');
    });

    it('refuses a reversed or too long range', async () => {
      const reversed = await calendar('from=2026-12-01T00:00:00Z&to=2026-11-01T00:00:00Z');
      expect(reversed.statusCode).toBe(400);
      const tooLong = await calendar('from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z');
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('detail', () => {
    it('shows gig, area, worker, reservations, history and the actions staff may take', async () => {
      const other = await world.addWorker({
        firstName: 'Olli',
        lastName: 'Odottaja',
        profession: 'sairaanhoitaja',
      });
      const shift = await world.addShift({
        roleType: 'lähihoitaja',
        requirements: 'Lääkeluvat',
        reservations: [other.id],
        boosted: true,
        boostType: 'bonus',
        boostValue: 20,
      });
      const response = await test.request(agentToken, { method: 'GET', url: `${base()}/${shift.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail).toMatchObject({
        gigTitle: 'Aamuvuorot',
        area: { id: world.areaOfCustomer.id, name: world.areaOfCustomer.name, city: 'Tampere' },
        roleType: 'lähihoitaja',
        requirements: 'Lääkeluvat',
        status: 'open',
        displayState: 'Booked',
        assignee: null,
        reservations: [{ id: other.id, fullName: 'Olli Odottaja', profession: 'sairaanhoitaja' }],
        boostType: 'bonus',
        boostValue: 20,
        permissions: {
          canUpdate: true,
          canAssign: true,
          canAcceptReservation: true,
          canCancelBooking: false,
          canBoost: true,
          canRemoveBoost: true,
          canInvite: true,
        },
      });
    });

    it('a customer reads its own areas’ shifts with edit as the only action; other areas and accounts are not found', async () => {
      const own = await world.addShift();
      const response = await test.request(customerToken, { method: 'GET', url: `${base()}/${own.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const permissions = response.json<ShiftDetail>().permissions;
      expect(Object.entries(permissions).filter(([, allowed]) => allowed)).toEqual([['canUpdate', true]]);

      const otherArea = await world.addShift({ areaId: world.otherArea.id, gigId: null });
      const refused = await test.request(customerToken, { method: 'GET', url: `${base()}/${otherArea.id}` });
      expect(refused.statusCode).toBe(404);

      const ofA2 = await buildShift(db(), {
        accountId: world.accountA2.id,
        areaId: world.areaOfA2.id,
        ...morning,
      });
      // The shift id under the caller's own account: still not found.
      const crossed = await test.request(agentToken, { method: 'GET', url: `${base()}/${ofA2.id}` });
      expect(crossed.statusCode).toBe(404);
    });

    it('a deleted shift is not found', async () => {
      const shift = await world.addShift({ status: 'deleted' });
      const response = await test.request(agentToken, { method: 'GET', url: `${base()}/${shift.id}` });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('assignment', () => {
    const assign = (shiftId: string, workerId: string, token = agentToken) =>
      test.request(token, { method: 'POST', url: `${base()}/${shiftId}/assignment`, payload: { workerId } });

    it('books an open shift: history with the agent’s name, audit, gig figures', async () => {
      const shift = await world.addShift({ roleType: 'lähihoitaja' });
      await world.addShift();
      await db().update(gigs).set({ availableShifts: 2, totalShifts: 2 }).where(eq(gigs.id, world.gig.id));

      const response = await assign(shift.id, world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail).toMatchObject({
        status: 'booked',
        displayState: 'Verified',
        assignee: { id: world.worker.id, fullName: 'Liisa Lähihoitaja', mobile: '+358401234567' },
        permissions: { canAssign: false, canCancelBooking: true },
      });
      expect(detail.history.at(-1)).toMatchObject({
        state: 'assigned',
        processer: world.users.agent.id,
        processerName: 'Testi agent',
        content: 'Liisa Lähihoitaja',
        date: '2026-11-22T10:00:00.000Z',
      });
      expect((await stored(shift.id)).reserved).toBe(true);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, 'Shift'), eq(auditLog.subjectId, shift.id)));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'shift.assigned', actorId: world.users.agent.id }),
      ]);
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 2 });
    });

    it('a sairaanhoitaja may take a lähihoitaja shift, a lähihoitaja not a sairaanhoitaja one', async () => {
      const nurse = await world.addWorker({ profession: 'sairaanhoitaja' });
      const practical = await world.addShift({ roleType: 'Lähihoitaja' });
      expect((await assign(practical.id, nurse.id)).statusCode).toBe(200);

      const nurseShift = await world.addShift({ roleType: 'sairaanhoitaja' });
      const refused = await assign(nurseShift.id, world.worker.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().code).toBe('WORKER_ROLE_MISMATCH');
      expect((await stored(nurseShift.id)).status).toBe('open');
    });

    it('only confirmed, accepted workers of the account’s pools can be booked', async () => {
      const shift = await world.addShift();
      const unconfirmed = await world.addWorker({ confirmed: false });
      const applicant = await world.addWorker({ status: 'applied' });
      const outsidePools = await world.addWorker({}, { inPool: null });
      const ofA2 = await world.addWorker({ accountId: world.accountA2.id });
      for (const worker of [unconfirmed, applicant, outsidePools]) {
        const response = await assign(shift.id, worker.id);
        expect(response.statusCode).toBe(422);
        expect(response.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
      }
      // In A1's pool although registered in A2: A1 may book them.
      expect((await assign(shift.id, ofA2.id)).statusCode).toBe(200);
      const staffShift = await world.addShift();
      const refused = await assign(staffShift.id, world.users.agent.id);
      expect(refused.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
      const unknown = await assign(staffShift.id, '00000000-0000-4000-8000-000000000000');
      expect(unknown.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
    });

    it('only open shifts: a booked one is taken, a draft or confirmed one has changed', async () => {
      const booked = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      const other = await world.addWorker();
      const taken = await assign(booked.id, other.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorBody>().code).toBe('SHIFT_TAKEN');
      for (const status of ['draft', 'confirmed', 'expired'] as const) {
        const shift = await world.addShift({ status, isDraft: status === 'draft' });
        const response = await assign(shift.id, other.id);
        expect(response.statusCode, status).toBe(409);
        expect(response.json<ErrorBody>().code, status).toBe('SHIFT_STATE_CHANGED');
      }
    });

    it('two people assigning the same shift at the same moment: exactly one wins', async () => {
      const shift = await world.addShift();
      const second = await world.addWorker({ firstName: 'Toinen' });
      const adminToken = await test.signIn(world.users.admin.email);
      const responses = await Promise.all([
        assign(shift.id, world.worker.id, agentToken),
        assign(shift.id, second.id, adminToken),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json<ErrorBody>().code).toBe('SHIFT_TAKEN');
      const winner = responses.find((response) => response.statusCode === 200)?.json<ShiftDetail>();
      const row = await stored(shift.id);
      expect(row.assignedTo).toBe(winner?.assignee?.id);
      expect(row.updates.filter((entry) => entry.state === 'assigned')).toHaveLength(1);
    });

    it('customers may not assign', async () => {
      const shift = await world.addShift();
      const response = await assign(shift.id, world.worker.id, customerToken);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('reservations', () => {
    const accept = (shiftId: string, workerId: string, token = agentToken) =>
      test.request(token, { method: 'POST', url: `${base()}/${shiftId}/reservations/${workerId}/accept` });

    it('accepting a reservation books the worker who asked and leaves the others listed', async () => {
      const other = await world.addWorker({ firstName: 'Olli' });
      const shift = await world.addShift({ reservations: [world.worker.id, other.id] });
      const response = await accept(shift.id, world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail.assignee?.id).toBe(world.worker.id);
      expect(detail.reservations.map((worker) => worker.id)).toEqual([other.id]);
      expect(detail.history.at(-1)).toMatchObject({
        state: 'reservation_accepted',
        content: 'Liisa Lähihoitaja',
      });
      const again = await accept(shift.id, other.id);
      expect(again.json<ErrorBody>().code).toBe('SHIFT_TAKEN');
    });

    it('a customer confirms a booking its workers asked for in its own areas only', async () => {
      const own = await world.addShift({ reservations: [world.worker.id] });
      const ownDetail = await test.request(customerToken, { method: 'GET', url: `${base()}/${own.id}` });
      expect(ownDetail.json<ShiftDetail>().permissions.canAcceptReservation).toBe(true);
      const response = await accept(own.id, world.worker.id, customerToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftDetail>().assignee?.id).toBe(world.worker.id);

      const otherArea = await world.addShift({
        areaId: world.otherArea.id,
        gigId: null,
        reservations: [world.worker.id],
      });
      expect((await accept(otherArea.id, world.worker.id, customerToken)).statusCode).toBe(404);
    });

    it('a worker who did not ask is not found among the reservations', async () => {
      const shift = await world.addShift({ reservations: [] });
      expect((await accept(shift.id, world.worker.id)).statusCode).toBe(404);
    });
  });

  describe('assignment warnings', () => {
    const warnings = (shiftId: string, workerId: string) =>
      test.request(agentToken, {
        method: 'GET',
        url: `${base()}/${shiftId}/assignment-warnings?workerId=${workerId}`,
      });

    it('none for a free day shift', async () => {
      const shift = await world.addShift();
      const response = await warnings(shift.id, world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AssignmentWarnings>()).toEqual({
        worker: {
          id: world.worker.id,
          fullName: 'Liisa Lähihoitaja',
          profession: 'lähihoitaja',
          mobile: '+358401234567',
        },
        warnings: [],
      });
    });

    it('another shift the same Helsinki day, a night shift, and a block in the area', async () => {
      const evening = await world.addShift({
        title: 'Iltavuoro',
        status: 'booked',
        assignedTo: world.worker.id,
        reserved: true,
        startsAt: new Date('2026-11-23T14:00:00Z'),
        endsAt: new Date('2026-11-23T20:00:00Z'),
      });
      // 21-07 Helsinki: ends the next day and shares 23.11. with the evening shift.
      const night = await world.addShift({
        startsAt: new Date('2026-11-23T19:00:00Z'),
        endsAt: new Date('2026-11-24T05:00:00Z'),
      });
      await db()
        .insert(workerBlocks)
        .values({
          workerId: world.worker.id,
          scope: 'areas',
          accountId: world.accountA1.id,
          areaIds: [world.areaOfCustomer.id],
          reason: 'Asiakkaan pyyntö',
        });
      const response = await warnings(night.id, world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AssignmentWarnings>().warnings).toEqual([
        {
          code: 'SAME_DAY_SHIFT',
          shifts: [
            {
              id: evening.id,
              title: 'Iltavuoro',
              areaName: world.areaOfCustomer.name,
              startsAt: '2026-11-23T14:00:00.000Z',
              endsAt: '2026-11-23T20:00:00.000Z',
            },
          ],
        },
        { code: 'SHIFT_ENDS_NEXT_DAY' },
        {
          code: 'WORKER_BLOCKED',
          scope: 'areas',
          block: {
            id: expect.any(String),
            reason: 'Asiakkaan pyyntö',
            areaNames: [world.areaOfCustomer.name],
          },
        },
      ]);
    });

    it('says before saving when the worker cannot be booked at all', async () => {
      const shift = await world.addShift({ roleType: 'lääkäri' });
      const response = await warnings(shift.id, world.worker.id);
      expect(response.json<ErrorBody>().code).toBe('WORKER_ROLE_MISMATCH');
    });
  });

  describe('cancelling a booking', () => {
    const cancel = (shiftId: string, payload: object, token = agentToken) =>
      test.request(token, { method: 'POST', url: `${base()}/${shiftId}/cancellation`, payload });

    it('unassigns the worker, opens the shift and keeps the reason', async () => {
      const shift = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      const response = await cancel(shift.id, { reason: 'other', note: 'Sairastui' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftDetail>()).toMatchObject({
        status: 'open',
        assignee: null,
        cancelReason: 'other',
        cancelNote: 'Sairastui',
        displayState: 'Open',
      });
      expect(response.json<ShiftDetail>().history.at(-1)).toMatchObject({
        state: 'cancelled',
        content: 'Liisa Lähihoitaja',
      });
      expect((await stored(shift.id)).reserved).toBe(false);
    });

    it('“other” needs a note; an open shift has no booking to cancel', async () => {
      const booked = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      const noNote = await cancel(booked.id, { reason: 'other' });
      expect(noNote.statusCode).toBe(400);
      const open = await world.addShift();
      const refused = await cancel(open.id, { reason: 'needs_orientation' });
      expect(refused.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      expect((await cancel(booked.id, { reason: 'needs_orientation' }, customerToken)).statusCode).toBe(403);
    });
  });

  describe('boost', () => {
    it('boosts an open shift and removes the boost, each with a history entry', async () => {
      const shift = await world.addShift();
      const boosted = await test.request(agentToken, {
        method: 'PUT',
        url: `${base()}/${shift.id}/boost`,
        payload: { boostType: 'quick', boostValue: 15 },
      });
      expect(boosted.statusCode, boosted.body).toBe(200);
      expect(boosted.json<ShiftDetail>()).toMatchObject({
        boosted: true,
        boostType: 'quick',
        boostValue: 15,
      });
      expect(boosted.json<ShiftDetail>().history.at(-1)).toMatchObject({
        state: 'boosted',
        content: 'quick 15',
      });

      const removed = await test.request(agentToken, {
        method: 'DELETE',
        url: `${base()}/${shift.id}/boost`,
      });
      expect(removed.json<ShiftDetail>()).toMatchObject({
        boosted: false,
        boostType: null,
        boostValue: null,
      });
      expect(removed.json<ShiftDetail>().history.at(-1)?.state).toBe('boost_removed');
      const again = await test.request(agentToken, { method: 'DELETE', url: `${base()}/${shift.id}/boost` });
      expect(again.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
    });

    it('a booked shift is not boosted; values must be positive', async () => {
      const booked = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      const refused = await test.request(agentToken, {
        method: 'PUT',
        url: `${base()}/${booked.id}/boost`,
        payload: { boostType: 'bonus', boostValue: 10 },
      });
      expect(refused.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      const open = await world.addShift();
      const invalid = await test.request(agentToken, {
        method: 'PUT',
        url: `${base()}/${open.id}/boost`,
        payload: { boostType: 'bonus', boostValue: 0 },
      });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('editing', () => {
    const body = {
      startsAt: '2026-11-23T06:00:00.000Z',
      endsAt: '2026-11-23T14:00:00.000Z',
      roleType: 'lähihoitaja',
      requirements: 'Hygieniapassi',
    };
    const update = (shiftId: string, payload: object, token = agentToken) =>
      test.request(token, { method: 'PUT', url: `${base()}/${shiftId}`, payload });

    it('changes times, role and requirements; a booking stays booked; the gig dates follow', async () => {
      const shift = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
      const response = await update(shift.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftDetail>()).toMatchObject({
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        roleType: 'lähihoitaja',
        requirements: 'Hygieniapassi',
        status: 'booked',
      });
      expect(response.json<ShiftDetail>().history.at(-1)).toMatchObject({
        state: 'updated',
        // One encoding for every edit, the drawer's and the gig's (decision 0011).
        content: 'startsAt,endsAt,roleType,requirements',
      });
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, world.gig.id));
      expect(gig?.startDate?.toISOString()).toBe(body.startsAt);
    });

    it('a draft stays a draft', async () => {
      const shift = await world.addShift({ status: 'draft', isDraft: true });
      expect((await update(shift.id, body)).json<ShiftDetail>().status).toBe('draft');
    });

    it('a customer edits its own areas’ shifts only', async () => {
      const own = await world.addShift();
      expect((await update(own.id, body, customerToken)).statusCode).toBe(200);
      const other = await world.addShift({ areaId: world.otherArea.id, gigId: null });
      expect((await update(other.id, body, customerToken)).statusCode).toBe(404);
    });

    it('confirmed and verified hours are not edited; the end must follow the start', async () => {
      for (const status of ['confirmed', 'verified'] as const) {
        const shift = await world.addShift({ status, assignedTo: world.worker.id, reserved: true });
        const response = await update(shift.id, body);
        expect(response.statusCode, status).toBe(409);
        expect(response.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      }
      const shift = await world.addShift();
      const reversed = await update(shift.id, { ...body, endsAt: body.startsAt });
      expect(reversed.statusCode).toBe(400);
    });
  });
});
