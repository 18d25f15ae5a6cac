import type { ShiftDetail } from '@portal/domain/shifts';
import { describe, expect, it } from 'vitest';
import { shifts } from '../../db/schema/shifts.schema';
import { buildShift } from '../../testing/factories';
import { novemberRange, useShiftsRoutes } from './shifts-routes-setup';
import { morning } from './shifts-test-world';

describe('shifts API', () => {
  const setup = useShiftsRoutes();
  const { db, base, calendarOf, calendar } = setup;

  describe('calendar', () => {
    it('lists live shifts overlapping the range by start, with area, worker and display state', async () => {
      const booked = await setup.world.addShift({
        title: 'Varattu',
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
        startsAt: new Date('2026-11-24T05:00:00Z'),
        endsAt: new Date('2026-11-24T13:00:00Z'),
      });
      const open = await setup.world.addShift({ title: 'Avoin', reservations: [setup.world.worker.id] });
      await setup.world.addShift({ title: 'Poistettu', status: 'deleted' });
      await setup.world.addShift({
        title: 'Joulukuu',
        startsAt: new Date('2026-12-02T05:00:00Z'),
        endsAt: new Date('2026-12-02T13:00:00Z'),
      });
      // A night shift from the evening before the range runs into it.
      const night = await setup.world.addShift({
        title: 'Yövuoro',
        startsAt: new Date('2026-10-31T19:00:00Z'),
        endsAt: new Date('2026-11-01T05:00:00Z'),
      });
      await buildShift(db(), {
        accountId: setup.world.accountA2.id,
        areaId: setup.world.areaOfA2.id,
        ...morning,
      });

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
        areaId: setup.world.areaOfCustomer.id,
      });
      expect(body.items.find((item) => item.id === open.id)).toMatchObject({
        displayState: 'Booked',
        reservationCount: 1,
        assigneeName: null,
        boosted: false,
      });
      expect(body.items.find((item) => item.id === night.id)?.displayState).toBe('Open');
      // Each area is named once, not on every shift; the drawer loads the rest of a shift.
      expect(body.areas).toEqual([
        { id: setup.world.areaOfCustomer.id, name: setup.world.areaOfCustomer.name },
      ]);
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
      await setup.world.addShift({ title: 'Oma' });
      await setup.world.addShift({ title: 'Muu', areaId: setup.world.otherArea.id, gigId: null });
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
      ).toEqual([setup.world.areaOfCustomer.name, setup.world.otherArea.name].sort());
      const filtered = await calendar(`${novemberRange}&areaId=${setup.world.otherArea.id}`);
      expect(calendarOf(filtered).items.map((item) => item.title)).toEqual(['Muu']);
      expect(calendarOf(filtered).areas).toEqual([
        { id: setup.world.otherArea.id, name: setup.world.otherArea.name },
      ]);
      const customer = await calendar(novemberRange, setup.customerToken);
      expect(customer.statusCode, customer.body).toBe(200);
      expect(calendarOf(customer).items.map((item) => item.title)).toEqual(['Oma']);
      const customerAskingOther = await calendar(
        `${novemberRange}&areaId=${setup.world.otherArea.id}`,
        setup.customerToken,
      );
      expect(calendarOf(customerAskingOther).items).toEqual([]);
    });

    it('answers at most 1,500 shifts and says when more exist', async () => {
      const rows = Array.from({ length: 1501 }, (_, index) => ({
        accountId: setup.world.accountA1.id,
        areaId: setup.world.areaOfCustomer.id,
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
      const other = await setup.world.addWorker({
        firstName: 'Olli',
        lastName: 'Odottaja',
        profession: 'sairaanhoitaja',
      });
      const shift = await setup.world.addShift({
        roleType: 'lähihoitaja',
        requirements: 'Lääkeluvat',
        reservations: [other.id],
        boosted: true,
        boostType: 'bonus',
        boostValue: 20,
      });
      const response = await setup.test.request(setup.agentToken, {
        method: 'GET',
        url: `${base()}/${shift.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail).toMatchObject({
        gigTitle: 'Aamuvuorot',
        area: { id: setup.world.areaOfCustomer.id, name: setup.world.areaOfCustomer.name, city: 'Tampere' },
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
      const own = await setup.world.addShift();
      const response = await setup.test.request(setup.customerToken, {
        method: 'GET',
        url: `${base()}/${own.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const permissions = response.json<ShiftDetail>().permissions;
      expect(Object.entries(permissions).filter(([, allowed]) => allowed)).toEqual([['canUpdate', true]]);

      const otherArea = await setup.world.addShift({ areaId: setup.world.otherArea.id, gigId: null });
      const refused = await setup.test.request(setup.customerToken, {
        method: 'GET',
        url: `${base()}/${otherArea.id}`,
      });
      expect(refused.statusCode).toBe(404);

      const ofA2 = await buildShift(db(), {
        accountId: setup.world.accountA2.id,
        areaId: setup.world.areaOfA2.id,
        ...morning,
      });
      // The shift id under the caller's own account: still not found.
      const crossed = await setup.test.request(setup.agentToken, {
        method: 'GET',
        url: `${base()}/${ofA2.id}`,
      });
      expect(crossed.statusCode).toBe(404);
    });

    it('a deleted shift is not found', async () => {
      const shift = await setup.world.addShift({ status: 'deleted' });
      const response = await setup.test.request(setup.agentToken, {
        method: 'GET',
        url: `${base()}/${shift.id}`,
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
