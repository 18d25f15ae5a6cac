import type { ShiftDetail } from '@portal/domain/shifts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gigs } from '../../db/schema/shifts.schema';
import type { ErrorBody } from './shifts-routes-setup';
import { useShiftsRoutes } from './shifts-routes-setup';

describe('shifts API', () => {
  const setup = useShiftsRoutes();
  const { db, base, stored } = setup;

  describe('cancelling a booking', () => {
    const cancel = (shiftId: string, payload: object, token = setup.agentToken) =>
      setup.test.request(token, { method: 'POST', url: `${base()}/${shiftId}/cancellation`, payload });

    it('unassigns the worker, opens the shift and keeps the reason', async () => {
      const shift = await setup.world.addShift({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
      });
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
      const booked = await setup.world.addShift({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
      });
      const noNote = await cancel(booked.id, { reason: 'other' });
      expect(noNote.statusCode).toBe(400);
      const open = await setup.world.addShift();
      const refused = await cancel(open.id, { reason: 'needs_orientation' });
      expect(refused.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      expect((await cancel(booked.id, { reason: 'needs_orientation' }, setup.customerToken)).statusCode).toBe(
        403,
      );
    });
  });

  describe('boost', () => {
    it('boosts an open shift and removes the boost, each with a history entry', async () => {
      const shift = await setup.world.addShift();
      const boosted = await setup.test.request(setup.agentToken, {
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

      const removed = await setup.test.request(setup.agentToken, {
        method: 'DELETE',
        url: `${base()}/${shift.id}/boost`,
      });
      expect(removed.json<ShiftDetail>()).toMatchObject({
        boosted: false,
        boostType: null,
        boostValue: null,
      });
      expect(removed.json<ShiftDetail>().history.at(-1)?.state).toBe('boost_removed');
      const again = await setup.test.request(setup.agentToken, {
        method: 'DELETE',
        url: `${base()}/${shift.id}/boost`,
      });
      expect(again.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
    });

    it('a booked shift is not boosted; values must be positive', async () => {
      const booked = await setup.world.addShift({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
      });
      const refused = await setup.test.request(setup.agentToken, {
        method: 'PUT',
        url: `${base()}/${booked.id}/boost`,
        payload: { boostType: 'bonus', boostValue: 10 },
      });
      expect(refused.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      const open = await setup.world.addShift();
      const invalid = await setup.test.request(setup.agentToken, {
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
    const update = (shiftId: string, payload: object, token = setup.agentToken) =>
      setup.test.request(token, { method: 'PUT', url: `${base()}/${shiftId}`, payload });

    it('changes times, role and requirements; a booking stays booked; the gig dates follow', async () => {
      const shift = await setup.world.addShift({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
      });
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
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, setup.world.gig.id));
      expect(gig?.startDate?.toISOString()).toBe(body.startsAt);
    });

    it('a draft stays a draft', async () => {
      const shift = await setup.world.addShift({ status: 'draft', isDraft: true });
      expect((await update(shift.id, body)).json<ShiftDetail>().status).toBe('draft');
    });

    it('a customer edits its own areas’ shifts only', async () => {
      const own = await setup.world.addShift();
      expect((await update(own.id, body, setup.customerToken)).statusCode).toBe(200);
      const other = await setup.world.addShift({ areaId: setup.world.otherArea.id, gigId: null });
      expect((await update(other.id, body, setup.customerToken)).statusCode).toBe(404);
    });

    it('confirmed and verified hours are not edited; the end must follow the start', async () => {
      for (const status of ['confirmed', 'verified'] as const) {
        const shift = await setup.world.addShift({
          status,
          assignedTo: setup.world.worker.id,
          reserved: true,
        });
        const response = await update(shift.id, body);
        expect(response.statusCode, status).toBe(409);
        expect(response.json<ErrorBody>().code).toBe('SHIFT_STATE_CHANGED');
      }
      const shift = await setup.world.addShift();
      const reversed = await update(shift.id, { ...body, endsAt: body.startsAt });
      expect(reversed.statusCode).toBe(400);
    });
  });
});
