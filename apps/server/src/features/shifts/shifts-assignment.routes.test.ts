import type { AssignmentWarnings, ShiftDetail } from '@portal/domain/shifts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { gigs } from '../../db/schema/shifts.schema';
import type { ErrorBody } from './shifts-routes-setup';
import { useShiftsRoutes } from './shifts-routes-setup';

describe('shifts API', () => {
  const setup = useShiftsRoutes();
  const { db, base, stored } = setup;

  describe('assignment', () => {
    const assign = (shiftId: string, workerId: string, token = setup.agentToken) =>
      setup.test.request(token, {
        method: 'POST',
        url: `${base()}/${shiftId}/assignment`,
        payload: { workerId },
      });

    it('books an open shift: history with the agent’s name, audit, gig figures', async () => {
      const shift = await setup.world.addShift({ roleType: 'lähihoitaja' });
      await setup.world.addShift();
      await db()
        .update(gigs)
        .set({ availableShifts: 2, totalShifts: 2 })
        .where(eq(gigs.id, setup.world.gig.id));

      const response = await assign(shift.id, setup.world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail).toMatchObject({
        status: 'booked',
        displayState: 'Verified',
        assignee: { id: setup.world.worker.id, fullName: 'Liisa Lähihoitaja', mobile: '+358401234567' },
        permissions: { canAssign: false, canCancelBooking: true },
      });
      expect(detail.history.at(-1)).toMatchObject({
        state: 'assigned',
        processer: setup.world.users.agent.id,
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
        expect.objectContaining({ action: 'shift.assigned', actorId: setup.world.users.agent.id }),
      ]);
      const [gig] = await db().select().from(gigs).where(eq(gigs.id, setup.world.gig.id));
      expect(gig).toMatchObject({ availableShifts: 1, totalShifts: 2 });
    });

    it('a sairaanhoitaja may take a lähihoitaja shift, a lähihoitaja not a sairaanhoitaja one', async () => {
      const nurse = await setup.world.addWorker({ profession: 'sairaanhoitaja' });
      const practical = await setup.world.addShift({ roleType: 'Lähihoitaja' });
      expect((await assign(practical.id, nurse.id)).statusCode).toBe(200);

      const nurseShift = await setup.world.addShift({ roleType: 'sairaanhoitaja' });
      const refused = await assign(nurseShift.id, setup.world.worker.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().code).toBe('WORKER_ROLE_MISMATCH');
      expect((await stored(nurseShift.id)).status).toBe('open');
    });

    it('only confirmed, accepted workers of the account’s pools can be booked', async () => {
      const shift = await setup.world.addShift();
      const unconfirmed = await setup.world.addWorker({ confirmed: false });
      const applicant = await setup.world.addWorker({ status: 'applied' });
      const outsidePools = await setup.world.addWorker({}, { inPool: null });
      const ofA2 = await setup.world.addWorker({ accountId: setup.world.accountA2.id });
      for (const worker of [unconfirmed, applicant, outsidePools]) {
        const response = await assign(shift.id, worker.id);
        expect(response.statusCode).toBe(422);
        expect(response.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
      }
      // In A1's pool although registered in A2: A1 may book them.
      expect((await assign(shift.id, ofA2.id)).statusCode).toBe(200);
      const staffShift = await setup.world.addShift();
      const refused = await assign(staffShift.id, setup.world.users.agent.id);
      expect(refused.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
      const unknown = await assign(staffShift.id, '00000000-0000-4000-8000-000000000000');
      expect(unknown.json<ErrorBody>().code).toBe('WORKER_NOT_ASSIGNABLE');
    });

    it('only open shifts: a booked one is taken, a draft or confirmed one has changed', async () => {
      const booked = await setup.world.addShift({
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
      });
      const other = await setup.world.addWorker();
      const taken = await assign(booked.id, other.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorBody>().code).toBe('SHIFT_TAKEN');
      for (const status of ['draft', 'confirmed', 'expired'] as const) {
        const shift = await setup.world.addShift({ status, isDraft: status === 'draft' });
        const response = await assign(shift.id, other.id);
        expect(response.statusCode, status).toBe(409);
        expect(response.json<ErrorBody>().code, status).toBe('SHIFT_STATE_CHANGED');
      }
    });

    it('two people assigning the same shift at the same moment: exactly one wins', async () => {
      const shift = await setup.world.addShift();
      const second = await setup.world.addWorker({ firstName: 'Toinen' });
      const adminToken = await setup.test.signIn(setup.world.users.admin.email);
      const responses = await Promise.all([
        assign(shift.id, setup.world.worker.id, setup.agentToken),
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
      const shift = await setup.world.addShift();
      const response = await assign(shift.id, setup.world.worker.id, setup.customerToken);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('reservations', () => {
    const accept = (shiftId: string, workerId: string, token = setup.agentToken) =>
      setup.test.request(token, {
        method: 'POST',
        url: `${base()}/${shiftId}/reservations/${workerId}/accept`,
      });

    it('accepting a reservation books the worker who asked and leaves the others listed', async () => {
      const other = await setup.world.addWorker({ firstName: 'Olli' });
      const shift = await setup.world.addShift({ reservations: [setup.world.worker.id, other.id] });
      const response = await accept(shift.id, setup.world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<ShiftDetail>();
      expect(detail.assignee?.id).toBe(setup.world.worker.id);
      expect(detail.reservations.map((worker) => worker.id)).toEqual([other.id]);
      expect(detail.history.at(-1)).toMatchObject({
        state: 'reservation_accepted',
        content: 'Liisa Lähihoitaja',
      });
      const again = await accept(shift.id, other.id);
      expect(again.json<ErrorBody>().code).toBe('SHIFT_TAKEN');
    });

    it('a customer confirms a booking its workers asked for in its own areas only', async () => {
      const own = await setup.world.addShift({ reservations: [setup.world.worker.id] });
      const ownDetail = await setup.test.request(setup.customerToken, {
        method: 'GET',
        url: `${base()}/${own.id}`,
      });
      expect(ownDetail.json<ShiftDetail>().permissions.canAcceptReservation).toBe(true);
      const response = await accept(own.id, setup.world.worker.id, setup.customerToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ShiftDetail>().assignee?.id).toBe(setup.world.worker.id);

      const otherArea = await setup.world.addShift({
        areaId: setup.world.otherArea.id,
        gigId: null,
        reservations: [setup.world.worker.id],
      });
      expect((await accept(otherArea.id, setup.world.worker.id, setup.customerToken)).statusCode).toBe(404);
    });

    it('a worker who did not ask is not found among the reservations', async () => {
      const shift = await setup.world.addShift({ reservations: [] });
      expect((await accept(shift.id, setup.world.worker.id)).statusCode).toBe(404);
    });
  });

  describe('assignment warnings', () => {
    const warnings = (shiftId: string, workerId: string) =>
      setup.test.request(setup.agentToken, {
        method: 'GET',
        url: `${base()}/${shiftId}/assignment-warnings?workerId=${workerId}`,
      });

    it('none for a free day shift', async () => {
      const shift = await setup.world.addShift();
      const response = await warnings(shift.id, setup.world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AssignmentWarnings>()).toEqual({
        worker: {
          id: setup.world.worker.id,
          fullName: 'Liisa Lähihoitaja',
          profession: 'lähihoitaja',
          mobile: '+358401234567',
        },
        warnings: [],
      });
    });

    it('another shift the same Helsinki day, a night shift, and a block in the area', async () => {
      const evening = await setup.world.addShift({
        title: 'Iltavuoro',
        status: 'booked',
        assignedTo: setup.world.worker.id,
        reserved: true,
        startsAt: new Date('2026-11-23T14:00:00Z'),
        endsAt: new Date('2026-11-23T20:00:00Z'),
      });
      // 21-07 Helsinki: ends the next day and shares 23.11. with the evening shift.
      const night = await setup.world.addShift({
        startsAt: new Date('2026-11-23T19:00:00Z'),
        endsAt: new Date('2026-11-24T05:00:00Z'),
      });
      await db()
        .insert(workerBlocks)
        .values({
          workerId: setup.world.worker.id,
          scope: 'areas',
          accountId: setup.world.accountA1.id,
          areaIds: [setup.world.areaOfCustomer.id],
          reason: 'Asiakkaan pyyntö',
        });
      const response = await warnings(night.id, setup.world.worker.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AssignmentWarnings>().warnings).toEqual([
        {
          code: 'SAME_DAY_SHIFT',
          shifts: [
            {
              id: evening.id,
              title: 'Iltavuoro',
              areaName: setup.world.areaOfCustomer.name,
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
            areaNames: [setup.world.areaOfCustomer.name],
          },
        },
      ]);
    });

    it('says before saving when the worker cannot be booked at all', async () => {
      const shift = await setup.world.addShift({ roleType: 'lääkäri' });
      const response = await warnings(shift.id, setup.world.worker.id);
      expect(response.json<ErrorBody>().code).toBe('WORKER_ROLE_MISMATCH');
    });
  });
});
