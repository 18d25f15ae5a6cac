import type { GigDetail, GigPage } from '@portal/domain/gigs';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shifts } from '../../db/schema/shifts.schema';
import { buildGig, buildShift, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshGigFigures } from './gig-figures.repository';

type World = Awaited<ReturnType<typeof buildTenancy>>;
const hour = 60 * 60 * 1000;
const day = 24 * hour;

// Undo of a gig delete (decision 0030): the gig and the shifts deleted with it come back as they were.
describe('gigs routes', () => {
  describe('restore', () => {
    let test: TestApp;
    let world: World;
    let agent: string;
    let customer: string;

    beforeAll(async () => {
      test = await createTestApp();
    });
    afterAll(async () => {
      await test.close();
    });
    beforeEach(async () => {
      await test.database.reset();
      world = await buildTenancy(db());
      agent = await test.signIn(world.users.agent.email);
      customer = await test.signIn(world.users.customer.email);
    });

    const db = () => test.database.connection.db;
    const base = () => `/api/accounts/${world.accountA1.id}`;
    const call = (token: string, options: InjectOptions) => test.request(token, options);

    async function gigWith(statuses: ('draft' | 'open')[], status: 'published' | 'suggestion' | 'draft') {
      const gig = await buildGig(db(), {
        accountId: world.accountA1.id,
        areaId: world.areaOfCustomer.id,
        title: 'Palautettava',
        status,
        isPublished: status === 'published',
      });
      for (const [index, shiftStatus] of statuses.entries()) {
        const startsAt = new Date(test.clock.now().getTime() + (index + 1) * day);
        await buildShift(db(), {
          accountId: world.accountA1.id,
          areaId: world.areaOfCustomer.id,
          gigId: gig.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 8 * hour),
          status: shiftStatus,
          isDraft: shiftStatus === 'draft',
        });
      }
      await refreshGigFigures(db(), gig.id);
      return gig;
    }

    const shiftRows = (gigId: string) =>
      db().select().from(shifts).where(eq(shifts.gigId, gigId)).orderBy(asc(shifts.startsAt));

    it('brings the gig back with its status and the shifts deleted with it, each with a history entry', async () => {
      const gig = await gigWith(['open', 'draft', 'open'], 'published');
      const url = `${base()}/gigs/${gig.id}`;
      const [, , alreadyGone] = await shiftRows(gig.id);
      // A shift deleted on its own before the gig stays deleted.
      await call(agent, { method: 'DELETE', url: `${url}/shifts/${alreadyGone?.id}` });
      const before = (await call(agent, { method: 'GET', url })).json<GigDetail>();
      test.clock.advance(60_000);
      expect((await call(agent, { method: 'DELETE', url })).statusCode).toBe(200);
      test.clock.advance(5_000);

      const restored = await call(agent, { method: 'POST', url: `${url}/restore` });
      expect(restored.statusCode).toBe(200);
      const detail = restored.json<GigDetail>();
      expect(detail).toMatchObject({
        status: before.status,
        totalShifts: 2,
        availableShifts: before.availableShifts,
      });
      expect(detail.shifts.map((shift) => [shift.id, shift.status])).toEqual(
        before.shifts.map((shift) => [shift.id, shift.status]),
      );
      const rows = await shiftRows(gig.id);
      expect(rows.map((shift) => shift.status)).toEqual(['open', 'draft', 'deleted']);
      expect(rows.slice(0, 2).every((shift) => shift.deletedAt === null)).toBe(true);
      expect(rows.slice(0, 2).map((shift) => shift.updates.at(-1)?.state)).toEqual(['restored', 'restored']);
      const list = await call(agent, { method: 'GET', url: `${base()}/gigs` });
      expect(list.json<GigPage>().items.map((item) => item.id)).toEqual([gig.id]);
    });

    it('gives a customer’s suggestion back its status', async () => {
      const gig = await gigWith(['draft'], 'suggestion');
      const url = `${base()}/gigs/${gig.id}`;
      await call(agent, { method: 'DELETE', url });
      const restored = await call(agent, { method: 'POST', url: `${url}/restore` });
      expect(restored.json<GigDetail>().status).toBe('suggestion');
    });

    it('brings back a shift that ended meanwhile as expired', async () => {
      const gig = await gigWith(['open'], 'published');
      const url = `${base()}/gigs/${gig.id}`;
      await call(agent, { method: 'DELETE', url });
      test.clock.advance(3 * day);
      // The access token expired meanwhile.
      const restored = await call(await test.signIn(world.users.agent.email), {
        method: 'POST',
        url: `${url}/restore`,
      });
      expect(restored.statusCode).toBe(200);
      expect((await shiftRows(gig.id)).map((shift) => shift.status)).toEqual(['expired']);
    });

    it('answers 404 for a gig that is not deleted, and refuses a customer', async () => {
      const gig = await gigWith(['open'], 'published');
      const url = `${base()}/gigs/${gig.id}/restore`;
      expect((await call(agent, { method: 'POST', url })).statusCode).toBe(404);
      await call(agent, { method: 'DELETE', url: `${base()}/gigs/${gig.id}` });
      expect((await call(customer, { method: 'POST', url })).statusCode).toBe(403);
      expect((await call(agent, { method: 'POST', url })).statusCode).toBe(200);
      expect((await call(agent, { method: 'POST', url })).statusCode).toBe(404);
    });
  });
});
