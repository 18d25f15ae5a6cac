import type { Area } from '@portal/domain/areas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildArea, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

// Undo of an area delete (decision 0030): the soft-deleted area comes back exactly as it was.
describe('work area routes', () => {
  describe('restore', () => {
    let test: TestApp;
    let world: World;
    let tokens: Record<'agent' | 'customer', string>;

    beforeAll(async () => {
      test = await createTestApp();
    });
    afterAll(async () => {
      await test.close();
    });
    beforeEach(async () => {
      await test.database.reset();
      world = await buildTenancy(test.database.connection.db);
      tokens = {
        agent: await test.signIn(world.users.agent.email),
        customer: await test.signIn(world.users.customer.email),
      };
    });

    const base = () => `/api/accounts/${world.accountA1.id}/areas`;
    const db = () => test.database.connection.db;

    it('brings a deleted area back as it was, listed and readable again', async () => {
      const area = await buildArea(db(), {
        accountId: world.accountA1.id,
        name: 'Palvelukoti Koivula',
        contact: 'Kaisa Koivu, 040 123 4567',
        streetAddress: 'Koivukuja 3',
        latitude: 61.5,
        longitude: 23.76,
        locationPrecision: 'address',
      });
      const url = `${base()}/${area.id}`;
      const before = (await test.request(tokens.agent, { method: 'GET', url })).json<Area>();
      expect((await test.request(tokens.agent, { method: 'DELETE', url })).statusCode).toBe(200);

      const restored = await test.request(tokens.agent, { method: 'POST', url: `${url}/restore` });
      expect(restored.statusCode).toBe(200);
      const { updatedAt: _restoredAt, ...fields } = restored.json<Area>();
      const { updatedAt: _before, ...beforeFields } = before;
      expect(fields).toEqual(beforeFields);
      expect((await test.request(tokens.agent, { method: 'GET', url })).statusCode).toBe(200);
      const list = await test.request(tokens.agent, { method: 'GET', url: base() });
      expect(list.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(area.id);
    });

    it('answers 404 for an area that is not deleted, or of another account', async () => {
      const live = await buildArea(db(), { accountId: world.accountA1.id });
      const restoreLive = await test.request(tokens.agent, {
        method: 'POST',
        url: `${base()}/${live.id}/restore`,
      });
      expect(restoreLive.statusCode).toBe(404);
      const foreign = await buildArea(db(), {
        accountId: world.accountB1.id,
        status: 'deleted',
        deletedAt: new Date(),
      });
      const crossAccount = await test.request(tokens.agent, {
        method: 'POST',
        url: `${base()}/${foreign.id}/restore`,
      });
      expect(crossAccount.statusCode).toBe(404);
    });

    it('refuses a customer, who may not delete areas either', async () => {
      const deleted = await buildArea(db(), {
        accountId: world.accountA1.id,
        status: 'deleted',
        deletedAt: new Date(),
      });
      const response = await test.request(tokens.customer, {
        method: 'POST',
        url: `${base()}/${deleted.id}/restore`,
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
