import type { SearchResult } from '@portal/domain/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { buildArea, buildGig, buildPool, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

describe('global search route', () => {
  let test: TestApp;
  let world: World;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    const accountId = world.accountA1.id;
    await db()
      .update(areas)
      .set({ name: 'Palvelukoti Koivula' })
      .where(eq(areas.id, world.areaOfCustomer.id));
    await db().update(areas).set({ name: 'Kotihoito Kallio' }).where(eq(areas.id, world.otherArea.id));
    await buildWorker(db(), {
      accountId,
      firstName: 'Kaisa',
      lastName: 'Koivisto',
      profession: 'sairaanhoitaja',
    });
    await buildWorker(db(), { accountId, firstName: 'Aino', lastName: 'Mäki' });
    await buildGig(db(), { accountId, areaId: world.areaOfCustomer.id, title: 'Koivulan yövuorot' });
    await buildGig(db(), { accountId, areaId: world.otherArea.id, title: 'Kallion koulutuspäivä' });
    await buildGig(db(), {
      accountId,
      areaId: world.otherArea.id,
      title: 'Kotihoidon poistettu',
      status: 'deleted',
      deletedAt: new Date(),
    });
    await buildPool(db(), { accountId, name: 'Koivulan rinki' });
    // Another account's records are never found.
    const foreignArea = await buildArea(db(), { accountId: world.accountB1.id, name: 'Kotipesä' });
    await buildGig(db(), { accountId: world.accountB1.id, areaId: foreignArea.id, title: 'Kotipesän vuoro' });
    await buildWorker(db(), { accountId: world.accountB1.id, firstName: 'Kalle', lastName: 'Koski' });
  });

  const db = () => test.database.connection.db;
  const search = async (role: keyof World['users'], q: string, accountId = world.accountA1.id) =>
    test.request(await test.signIn(world.users[role].email), {
      method: 'GET',
      url: `/api/accounts/${accountId}/search?q=${encodeURIComponent(q)}`,
    });
  const hits = async (role: keyof World['users'], q: string) =>
    (await search(role, q)).json<SearchResult>().items.map((hit) => `${hit.kind}:${hit.title}`);

  it('finds workers, gigs, areas and pools of the account by any part of the name, grouped by kind', async () => {
    const response = await search('agent', 'koi');
    expect(response.statusCode).toBe(200);
    expect(response.json<SearchResult>().items).toEqual([
      expect.objectContaining({ kind: 'worker', title: 'Kaisa Koivisto', detail: 'sairaanhoitaja' }),
      expect.objectContaining({ kind: 'gig', title: 'Koivulan yövuorot', detail: 'Palvelukoti Koivula' }),
      expect.objectContaining({ kind: 'area', title: 'Palvelukoti Koivula' }),
      expect.objectContaining({ kind: 'pool', title: 'Koivulan rinki', detail: null }),
    ]);
  });

  it('puts names starting with the text first and leaves deleted records out', async () => {
    expect(await hits('admin', 'ko')).toEqual([
      'worker:Kaisa Koivisto',
      'gig:Koivulan yövuorot',
      'gig:Kallion koulutuspäivä',
      'area:Kotihoito Kallio',
      'area:Palvelukoti Koivula',
      'pool:Koivulan rinki',
    ]);
  });

  it('shows a customer only the gigs of its areas: no workers, areas or pools', async () => {
    expect(await hits('customer', 'ko')).toEqual(['gig:Koivulan yövuorot']);
  });

  it('searches the account asked for, answering 404 outside the caller’s accounts', async () => {
    expect((await search('agent', 'ko', world.accountB1.id)).statusCode).toBe(404);
    const superAdmin = await search('super-admin', 'ko', world.accountB1.id);
    expect(superAdmin.json<SearchResult>().items.map((hit) => hit.title)).toEqual([
      'Kalle Koski',
      'Kotipesän vuoro',
      'Kotipesä',
    ]);
  });

  it('wants at least two characters', async () => {
    for (const q of ['', 'k', '  k  ']) {
      const response = await search('agent', q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
