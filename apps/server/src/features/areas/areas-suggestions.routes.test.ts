import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildArea, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

// The area picker's suggestions (gig form, templates): up to 6, by the start of any word of the name.
describe('work area routes', () => {
  describe('suggestions', () => {
    let test: TestApp;
    let world: World;
    let tokens: Record<'agent', string>;

    beforeAll(async () => {
      test = await createTestApp();
    });
    afterAll(async () => {
      await test.close();
    });
    beforeEach(async () => {
      await test.database.reset();
      world = await buildTenancy(test.database.connection.db);
      tokens = { agent: await test.signIn(world.users.agent.email) };
      for (const name of ['Kotihoito Kallio', 'Palvelukoti Koivula', 'Hoivakoti Aurinko']) {
        await buildArea(db(), { accountId: world.accountA1.id, name });
      }
      await buildArea(db(), { accountId: world.accountB1.id, name: 'Kotihoito Muualla' });
    });

    const base = () => `/api/accounts/${world.accountA1.id}/areas`;
    const db = () => test.database.connection.db;

    it('suggests up to 6 names by prefix, any case', async () => {
      for (let index = 0; index < 7; index += 1) {
        await buildArea(db(), { accountId: world.accountA1.id, name: `Palvelutalo ${index}` });
      }
      const response = await test.request(tokens.agent, {
        method: 'GET',
        url: `${base()}/suggestions?prefix=palv`,
      });
      const { items } = response.json<{ items: { name: string }[] }>();
      expect(items).toHaveLength(6);
      expect(items.every((item) => item.name.startsWith('Palvelu'))).toBe(true);
      const kotihoito = await test.request(tokens.agent, {
        method: 'GET',
        url: `${base()}/suggestions?prefix=Kotih`,
      });
      expect(kotihoito.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual([
        'Kotihoito Kallio',
      ]);
    });

    it('suggests an area by any word of its name, names starting with the text first', async () => {
      await buildArea(db(), { accountId: world.accountA1.id, name: 'Hoivakoti Vaahtera' });
      await buildArea(db(), { accountId: world.accountA1.id, name: 'Vaahteramäki' });
      await buildArea(db(), { accountId: world.accountA1.id, name: 'Kotihoito Isovaahtera' });
      const response = await test.request(tokens.agent, {
        method: 'GET',
        url: `${base()}/suggestions?prefix=vaaht`,
      });
      expect(response.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual([
        'Vaahteramäki',
        'Hoivakoti Vaahtera',
      ]);
    });
  });
});
