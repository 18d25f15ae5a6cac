import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { poolAreas, poolMembers, pools } from '../../db/schema/pools.schema';
import { users } from '../../db/schema/users.schema';
import { buildArea, buildPool, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  addMembers,
  auditEntriesOf,
  buildPoolsWorld,
  listenForChanges,
  type PoolsWorld,
} from './pools-test-world';

type PoolDetailBody = {
  id: string;
  name: string;
  isDefault: boolean;
  areas: { id: string; name: string }[];
  members: {
    id: string;
    fullName: string;
    profession: string | null;
    city: string | null;
    confirmed: boolean;
  }[];
};
type PoolPageBody = {
  items: { id: string; name: string; isDefault: boolean; memberCount: number; areaCount: number }[];
  total: number;
};

describe('pools routes', () => {
  let test: TestApp;
  let world: PoolsWorld;
  let adminToken: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildPoolsWorld(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
  });

  const db = () => test.database.connection.db;
  const poolsUrl = (accountId = world.accountA1.id) => `/api/accounts/${accountId}/pools`;
  const poolUrl = (poolId: string, accountId = world.accountA1.id) => `${poolsUrl(accountId)}/${poolId}`;
  const defaultFlags = async (accountId = world.accountA1.id) =>
    Object.fromEntries(
      (await db().select().from(pools).where(eq(pools.accountId, accountId))).map((pool) => [
        pool.name,
        pool.isDefault,
      ]),
    );

  describe('list', () => {
    it('lists the account pools, default first, with member and area counts', async () => {
      const response = await test.request(adminToken, { method: 'GET', url: poolsUrl() });
      expect(response.statusCode).toBe(200);
      expect(response.json<PoolPageBody>()).toEqual({
        items: [
          { id: world.defaultPool.id, name: 'Oletusrengas', isDefault: true, memberCount: 2, areaCount: 2 },
          {
            id: world.regionalPool.id,
            name: 'Tampereen keikkarengas',
            isDefault: false,
            memberCount: 1,
            areaCount: 1,
          },
        ],
        total: 2,
      });
    });

    it('leaves deleted workers and deleted areas out of the counts', async () => {
      await db().update(users).set({ status: 'deleted' }).where(eq(users.id, world.workers.korhonen.id));
      await db()
        .update(areas)
        .set({ status: 'deleted', deletedAt: new Date() })
        .where(eq(areas.id, world.areaOfCustomer.id));
      const response = await test.request(adminToken, { method: 'GET', url: poolsUrl() });
      expect(response.json<PoolPageBody>().items[0]).toMatchObject({ memberCount: 1, areaCount: 1 });
    });

    it('searches by part of the name in any case, and pages by perPage', async () => {
      for (const name of ['Turun rengas', 'Porin rengas', 'Vaasan sijaiset']) {
        await buildPool(db(), { accountId: world.accountA1.id, name });
      }
      const search = await test.request(adminToken, { method: 'GET', url: `${poolsUrl()}?search=RENGAS` });
      expect(search.json<PoolPageBody>().items.map((pool) => pool.name)).toEqual([
        'Oletusrengas',
        'Porin rengas',
        'Tampereen keikkarengas',
        'Turun rengas',
      ]);
      const secondPage = await test.request(adminToken, {
        method: 'GET',
        url: `${poolsUrl()}?search=rengas&page=2&perPage=3`,
      });
      expect(secondPage.json<PoolPageBody>()).toEqual({
        items: [expect.objectContaining({ name: 'Turun rengas' })],
        total: 4,
      });
      const literal = await test.request(adminToken, { method: 'GET', url: `${poolsUrl()}?search=%25` });
      expect(literal.json<PoolPageBody>().total).toBe(0);
    });

    it('pages by 10 unless told otherwise', async () => {
      for (let index = 0; index < 11; index += 1) {
        await buildPool(db(), {
          accountId: world.accountA1.id,
          name: `Rengas ${String(index).padStart(2, '0')}`,
        });
      }
      const response = await test.request(adminToken, { method: 'GET', url: poolsUrl() });
      expect(response.json<PoolPageBody>().items).toHaveLength(10);
      expect(response.json<PoolPageBody>().total).toBe(13);
    });

    it('refuses a page below 1 or more than 100 rows a page', async () => {
      for (const query of ['page=0', 'perPage=101', 'perPage=x']) {
        const response = await test.request(adminToken, { method: 'GET', url: `${poolsUrl()}?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('one pool and the form options', () => {
    it('shows members (name, profession, city, confirmed) and the areas served', async () => {
      const response = await test.request(adminToken, { method: 'GET', url: poolUrl(world.defaultPool.id) });
      expect(response.statusCode).toBe(200);
      const pool = response.json<PoolDetailBody>();
      expect(pool).toMatchObject({ id: world.defaultPool.id, name: 'Oletusrengas', isDefault: true });
      expect(pool.members).toEqual([
        {
          id: world.workers.korhonen.id,
          fullName: 'Vilma Korhonen',
          profession: 'lähihoitaja',
          city: 'Nokia',
          confirmed: false,
        },
        {
          id: world.workers.virtanen.id,
          fullName: 'Aino Virtanen',
          profession: 'sairaanhoitaja',
          city: 'Tampere',
          confirmed: true,
        },
      ]);
      expect(pool.areas.map((area) => area.id).sort()).toEqual(
        [world.areaOfCustomer.id, world.otherArea.id].sort(),
      );
    });

    it('answers 404 for a pool of another account, even through an account the caller may see', async () => {
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const response = await test.request(superAdmin, {
        method: 'GET',
        url: poolUrl(world.otherAccountPool.id),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND' });
    });

    it('offers the live areas of the account only', async () => {
      await buildArea(db(), { accountId: world.accountA1.id, name: 'Suljettu yksikkö', status: 'deleted' });
      const response = await test.request(adminToken, { method: 'GET', url: `${poolsUrl()}/options` });
      expect(response.statusCode).toBe(200);
      const offered = response.json<{ areas: { id: string }[] }>().areas.map((area) => area.id);
      expect(offered.sort()).toEqual([world.areaOfCustomer.id, world.otherArea.id].sort());
    });
  });

  describe('create', () => {
    it('creates a pool serving the chosen areas, not default by default, audited and announced', async () => {
      const changes = await listenForChanges(test);
      const response = await test.request(adminToken, {
        method: 'POST',
        url: poolsUrl(),
        payload: { name: '  Nokian rengas ', areaIds: [world.otherArea.id] },
      });
      expect(response.statusCode).toBe(201);
      const pool = response.json<PoolDetailBody>();
      expect(pool).toMatchObject({ name: 'Nokian rengas', isDefault: false, members: [] });
      expect(pool.areas.map((area) => area.id)).toEqual([world.otherArea.id]);
      expect(await defaultFlags()).toMatchObject({ Oletusrengas: true, 'Nokian rengas': false });
      const [entry] = await auditEntriesOf(db(), pool.id);
      expect(entry).toMatchObject({
        actorId: world.users.admin.id,
        accountId: world.accountA1.id,
        action: 'create',
      });
      expect(entry?.changes).toEqual({
        after: { name: 'Nokian rengas', isDefault: false, areaIds: [world.otherArea.id] },
      });
      await changes.waitFor({
        subject: 'Pool',
        id: pool.id,
        action: 'created',
        accountId: world.accountA1.id,
      });
      await changes.stop();
    });

    it('makes the first pool of an account its default', async () => {
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const response = await test.request(superAdmin, {
        method: 'POST',
        url: poolsUrl(world.accountA2.id),
        payload: { name: 'Ensimmäinen', isDefault: false },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<PoolDetailBody>().isDefault).toBe(true);
    });

    it('takes the default flag from the previous default when a new pool is made the default', async () => {
      const response = await test.request(adminToken, {
        method: 'POST',
        url: poolsUrl(),
        payload: { name: 'Uusi oletus', isDefault: true, areaIds: [] },
      });
      expect(response.statusCode).toBe(201);
      expect(await defaultFlags()).toEqual({
        Oletusrengas: false,
        'Tampereen keikkarengas': false,
        'Uusi oletus': true,
      });
      const [entry] = await auditEntriesOf(db(), world.defaultPool.id);
      expect(entry?.changes).toEqual({ before: { isDefault: true }, after: { isDefault: false } });
    });

    it('refuses an area of another account (POOL_AREAS_INVALID) and creates nothing', async () => {
      const response = await test.request(adminToken, {
        method: 'POST',
        url: poolsUrl(),
        payload: { name: 'Väärä alue', areaIds: [world.otherArea.id, world.otherAccountArea.id] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'POOL_AREAS_INVALID',
        details: { areaIds: [world.otherAccountArea.id] },
      });
      expect(Object.keys(await defaultFlags())).toHaveLength(2);
    });

    it('refuses a deleted area', async () => {
      const closed = await buildArea(db(), { accountId: world.accountA1.id, status: 'deleted' });
      const response = await test.request(adminToken, {
        method: 'POST',
        url: poolsUrl(),
        payload: { name: 'Suljettu', areaIds: [closed.id] },
      });
      expect(response.json<{ code: string }>().code).toBe('POOL_AREAS_INVALID');
    });

    it.each([
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{}, 'name'],
      [{ name: 'A', areaIds: ['not-a-uuid'] }, 'areaIds'],
      [{ name: 'A', isDefault: 'yes' }, 'isDefault'],
    ])('refuses %j naming %s', async (payload, field) => {
      const response = await test.request(adminToken, { method: 'POST', url: poolsUrl(), payload });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; issues: { path: string[] }[] }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues.map((issue) => issue.path[0])).toContain(field);
    });
  });

  describe('update', () => {
    const save = (poolId: string, payload: Record<string, unknown>, token = adminToken) =>
      test.request(token, { method: 'PUT', url: poolUrl(poolId), payload });

    it('renames, replaces the areas served and keeps the members', async () => {
      const response = await save(world.regionalPool.id, {
        name: 'Pirkanmaan rengas',
        isDefault: false,
        areaIds: [world.areaOfCustomer.id],
      });
      expect(response.statusCode).toBe(200);
      const pool = response.json<PoolDetailBody>();
      expect(pool).toMatchObject({ name: 'Pirkanmaan rengas', isDefault: false });
      expect(pool.areas.map((area) => area.id)).toEqual([world.areaOfCustomer.id]);
      expect(pool.members.map((member) => member.id)).toEqual([world.workers.virtanen.id]);
      const [entry] = await auditEntriesOf(db(), world.regionalPool.id);
      expect(entry?.changes).toEqual({
        before: { name: 'Tampereen keikkarengas', isDefault: false, areaIds: [world.otherArea.id] },
        after: { name: 'Pirkanmaan rengas', isDefault: false, areaIds: [world.areaOfCustomer.id] },
      });
    });

    it('makes a pool the default and the previous default loses it, both announced', async () => {
      const changes = await listenForChanges(test);
      const agent = await test.signIn(world.users.agent.email);
      const response = await save(
        world.regionalPool.id,
        { name: 'Tampereen keikkarengas', isDefault: true, areaIds: [world.otherArea.id] },
        agent,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<PoolDetailBody>().isDefault).toBe(true);
      expect(await defaultFlags()).toEqual({ Oletusrengas: false, 'Tampereen keikkarengas': true });
      await changes.waitFor({ subject: 'Pool', id: world.defaultPool.id, action: 'updated' });
      await changes.waitFor({ subject: 'Pool', id: world.regionalPool.id, action: 'updated' });
      await changes.stop();
      const list = await test.request(agent, { method: 'GET', url: poolsUrl() });
      expect(list.json<PoolPageBody>().items.map((pool) => [pool.name, pool.isDefault])).toEqual([
        ['Tampereen keikkarengas', true],
        ['Oletusrengas', false],
      ]);
    });

    it('refuses to switch the default off (POOL_DEFAULT_REQUIRED) and changes nothing', async () => {
      const response = await save(world.defaultPool.id, { name: 'Uusi nimi', isDefault: false, areaIds: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'POOL_DEFAULT_REQUIRED' });
      const pool = await test.request(adminToken, { method: 'GET', url: poolUrl(world.defaultPool.id) });
      expect(pool.json<PoolDetailBody>()).toMatchObject({ name: 'Oletusrengas', isDefault: true });
      expect(pool.json<PoolDetailBody>().areas).toHaveLength(2);
    });

    it('keeps exactly one default when two pools are made the default at the same time', async () => {
      const third = await buildPool(db(), { accountId: world.accountA1.id, name: 'Kolmas' });
      const [first, second] = await Promise.all([
        save(world.regionalPool.id, { name: 'Tampereen keikkarengas', isDefault: true, areaIds: [] }),
        save(third.id, { name: 'Kolmas', isDefault: true, areaIds: [] }),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      const flags = await defaultFlags();
      expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    });

    it('refuses an area of another account (POOL_AREAS_INVALID) and keeps the old areas', async () => {
      const response = await save(world.regionalPool.id, {
        name: 'Tampereen keikkarengas',
        isDefault: false,
        areaIds: [world.otherAccountArea.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('POOL_AREAS_INVALID');
      const rows = await db().select().from(poolAreas).where(eq(poolAreas.poolId, world.regionalPool.id));
      expect(rows.map((row) => row.areaId)).toEqual([world.otherArea.id]);
    });

    it('answers 404 for an unknown pool and for a pool of another account', async () => {
      const body = { name: 'X', isDefault: false, areaIds: [] };
      const unknown = await save('00000000-0000-4000-8000-000000000000', body);
      expect(unknown.statusCode).toBe(404);
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const foreign = await save(world.otherAccountPool.id, body, superAdmin);
      expect(foreign.statusCode).toBe(404);
    });

    it('needs the name, the default flag and the areas', async () => {
      const response = await save(world.regionalPool.id, { name: 'X' });
      expect(response.statusCode).toBe(400);
      const paths = response.json<{ issues: { path: string[] }[] }>().issues.map((issue) => issue.path[0]);
      expect(paths).toEqual(expect.arrayContaining(['isDefault', 'areaIds']));
    });
  });

  describe('delete', () => {
    it('refuses to delete the default pool (POOL_DEFAULT_NOT_DELETABLE)', async () => {
      const response = await test.request(adminToken, {
        method: 'DELETE',
        url: poolUrl(world.defaultPool.id),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'POOL_DEFAULT_NOT_DELETABLE' });
      expect(await defaultFlags()).toMatchObject({ Oletusrengas: true });
    });

    it('removes the pool and its memberships, never the workers or areas; audited and announced', async () => {
      await db().update(areas).set({ poolId: world.regionalPool.id }).where(eq(areas.id, world.otherArea.id));
      const changes = await listenForChanges(test);
      const response = await test.request(adminToken, {
        method: 'DELETE',
        url: poolUrl(world.regionalPool.id),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(await db().select().from(pools).where(eq(pools.id, world.regionalPool.id))).toEqual([]);
      expect(
        await db().select().from(poolMembers).where(eq(poolMembers.poolId, world.regionalPool.id)),
      ).toEqual([]);
      // The worker stays, and stays in the default pool.
      expect(await db().select().from(users).where(eq(users.id, world.workers.virtanen.id))).toHaveLength(1);
      const defaultPool = await test.request(adminToken, {
        method: 'GET',
        url: poolUrl(world.defaultPool.id),
      });
      expect(defaultPool.json<PoolDetailBody>().members.map((member) => member.fullName)).toContain(
        'Aino Virtanen',
      );
      // The area stays, no longer naming the deleted pool as its ring.
      const [area] = await db().select().from(areas).where(eq(areas.id, world.otherArea.id));
      expect(area?.poolId).toBeNull();
      const [entry] = await auditEntriesOf(db(), world.regionalPool.id);
      expect(entry).toMatchObject({ action: 'delete', actorId: world.users.admin.id });
      expect(entry?.changes).toEqual({
        before: {
          name: 'Tampereen keikkarengas',
          isDefault: false,
          areaIds: [world.otherArea.id],
          memberIds: [world.workers.virtanen.id],
        },
      });
      await changes.waitFor({ subject: 'Pool', id: world.regionalPool.id, action: 'deleted' });
      await changes.stop();
    });

    it('answers 404 for a pool of another account', async () => {
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const response = await test.request(superAdmin, {
        method: 'DELETE',
        url: poolUrl(await nonDefaultPoolOfB1()),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  async function nonDefaultPoolOfB1(): Promise<string> {
    const pool = await buildPool(db(), { accountId: world.accountB1.id, name: 'B1 rengas' });
    await addMembers(db(), pool.id, [world.otherAccountWorker.id]);
    return pool.id;
  }

  describe('who may', () => {
    const routes = (world: PoolsWorld, poolId: string, userId: string) => [
      { method: 'GET' as const, url: poolsUrl() },
      { method: 'GET' as const, url: `${poolsUrl()}/options` },
      { method: 'GET' as const, url: poolUrl(poolId) },
      { method: 'POST' as const, url: poolsUrl(), payload: { name: 'X' } },
      { method: 'PUT' as const, url: poolUrl(poolId), payload: { name: 'X', isDefault: false, areaIds: [] } },
      { method: 'DELETE' as const, url: poolUrl(poolId) },
      { method: 'POST' as const, url: `${poolUrl(poolId)}/members`, payload: { userIds: [userId] } },
      { method: 'DELETE' as const, url: `${poolUrl(poolId)}/members/${world.workers.virtanen.id}` },
      { method: 'GET' as const, url: `${poolUrl(poolId)}/candidates?query=Vi` },
    ];

    it('refuses the admin and agent of another account with 404 on every route, changing nothing', async () => {
      for (const outsider of [world.outsiders.admin, world.outsiders.agent]) {
        const token = await test.signIn(outsider.email);
        for (const route of routes(world, world.regionalPool.id, world.workers.korhonen.id)) {
          const response = await test.request(token, route);
          expect(response.statusCode, `${outsider.role} ${route.method} ${route.url}`).toBe(404);
        }
      }
      expect(await defaultFlags()).toEqual({ Oletusrengas: true, 'Tampereen keikkarengas': false });
      const members = await db()
        .select()
        .from(poolMembers)
        .where(eq(poolMembers.poolId, world.regionalPool.id));
      expect(members.map((member) => member.userId)).toEqual([world.workers.virtanen.id]);
    });

    it('refuses the customer of the account with 403 on every route', async () => {
      const token = await test.signIn(world.users.customer.email);
      for (const route of routes(world, world.regionalPool.id, world.workers.korhonen.id)) {
        const response = await test.request(token, route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ code: 'FORBIDDEN' });
      }
    });

    it('lets the agent of the account manage pools', async () => {
      const token = await test.signIn(world.users.agent.email);
      const created = await test.request(token, {
        method: 'POST',
        url: poolsUrl(),
        payload: { name: 'Agentin' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<PoolDetailBody>().id;
      const deleted = await test.request(token, { method: 'DELETE', url: poolUrl(id) });
      expect(deleted.statusCode).toBe(200);
    });
  });

  it('a worker may be in several pools', async () => {
    const worker = await buildWorker(db(), { accountId: world.accountA1.id, firstName: 'Usea' });
    for (const pool of [world.defaultPool, world.regionalPool]) {
      const response = await test.request(adminToken, {
        method: 'POST',
        url: `${poolUrl(pool.id)}/members`,
        payload: { userIds: [worker.id] },
      });
      expect(response.statusCode).toBe(200);
    }
    const rows = await db().select().from(poolMembers).where(eq(poolMembers.userId, worker.id));
    expect(rows).toHaveLength(2);
  });
});
