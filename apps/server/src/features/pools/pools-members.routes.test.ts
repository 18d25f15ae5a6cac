import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poolMembers } from '../../db/schema/pools.schema';
import { users } from '../../db/schema/users.schema';
import { buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, buildPoolsWorld, listenForChanges, type PoolsWorld } from './pools-test-world';

type PoolDetailBody = { members: { id: string; fullName: string }[] };
type CandidatesBody = {
  items: { id: string; fullName: string; profession: string | null; city: string | null }[];
};

describe('pool members and the worker search', () => {
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
  const poolUrl = (poolId: string) => `/api/accounts/${world.accountA1.id}/pools/${poolId}`;
  const memberIdsOf = async (poolId: string) =>
    (await db().select().from(poolMembers).where(eq(poolMembers.poolId, poolId)))
      .map((row) => row.userId)
      .sort();
  const search = (query: string, poolId = world.regionalPool.id, token = adminToken) =>
    test.request(token, {
      method: 'GET',
      url: `${poolUrl(poolId)}/candidates?query=${encodeURIComponent(query)}`,
    });

  describe('adding', () => {
    it('adds workers of the account, leaves ones already in the pool, audited and announced', async () => {
      const changes = await listenForChanges(test);
      const response = await test.request(adminToken, {
        method: 'POST',
        url: `${poolUrl(world.regionalPool.id)}/members`,
        payload: { userIds: [world.workers.korhonen.id, world.workers.virtanen.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<PoolDetailBody>().members.map((member) => member.fullName)).toEqual([
        'Vilma Korhonen',
        'Aino Virtanen',
      ]);
      const [entry] = await auditEntriesOf(db(), world.regionalPool.id);
      expect(entry).toMatchObject({ action: 'update', actorId: world.users.admin.id });
      expect(entry?.changes).toEqual({ membersAdded: [world.workers.korhonen.id] });
      await changes.waitFor({ subject: 'Pool', id: world.regionalPool.id, action: 'updated' });
      await changes.waitFor({ subject: 'Worker', id: world.workers.korhonen.id, action: 'updated' });
      await changes.stop();
    });

    it('writes no audit entry when everyone asked for is already in the pool', async () => {
      const response = await test.request(adminToken, {
        method: 'POST',
        url: `${poolUrl(world.regionalPool.id)}/members`,
        payload: { userIds: [world.workers.virtanen.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(await auditEntriesOf(db(), world.regionalPool.id)).toEqual([]);
    });

    it('refuses a worker of another account, a staff user and an unknown id (POOL_MEMBERS_INVALID), adding nobody', async () => {
      for (const stranger of [
        world.otherAccountWorker.id,
        world.users.agent.id,
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await test.request(adminToken, {
          method: 'POST',
          url: `${poolUrl(world.regionalPool.id)}/members`,
          payload: { userIds: [world.workers.korhonen.id, stranger] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'POOL_MEMBERS_INVALID', details: { userIds: [stranger] } });
      }
      expect(await memberIdsOf(world.regionalPool.id)).toEqual([world.workers.virtanen.id]);
    });

    it('refuses a deleted worker', async () => {
      await db().update(users).set({ status: 'deleted' }).where(eq(users.id, world.workers.korhonen.id));
      const response = await test.request(adminToken, {
        method: 'POST',
        url: `${poolUrl(world.regionalPool.id)}/members`,
        payload: { userIds: [world.workers.korhonen.id] },
      });
      expect(response.json<{ code: string }>().code).toBe('POOL_MEMBERS_INVALID');
    });

    it('needs at least one worker id', async () => {
      const response = await test.request(adminToken, {
        method: 'POST',
        url: `${poolUrl(world.regionalPool.id)}/members`,
        payload: { userIds: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for a pool of another account', async () => {
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const response = await test.request(superAdmin, {
        method: 'POST',
        url: `${poolUrl(world.otherAccountPool.id)}/members`,
        payload: { userIds: [world.workers.korhonen.id] },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('removing', () => {
    it('takes the worker out of this pool only; the worker stays', async () => {
      const changes = await listenForChanges(test);
      const response = await test.request(adminToken, {
        method: 'DELETE',
        url: `${poolUrl(world.regionalPool.id)}/members/${world.workers.virtanen.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<PoolDetailBody>().members).toEqual([]);
      expect(await memberIdsOf(world.defaultPool.id)).toContain(world.workers.virtanen.id);
      expect(await db().select().from(users).where(eq(users.id, world.workers.virtanen.id))).toHaveLength(1);
      const [entry] = await auditEntriesOf(db(), world.regionalPool.id);
      expect(entry?.changes).toEqual({ membersRemoved: [world.workers.virtanen.id] });
      await changes.waitFor({ subject: 'Worker', id: world.workers.virtanen.id, action: 'updated' });
      await changes.stop();
    });

    it('answers 404 for a worker who is not in the pool', async () => {
      const response = await test.request(adminToken, {
        method: 'DELETE',
        url: `${poolUrl(world.regionalPool.id)}/members/${world.workers.korhonen.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND' });
    });
  });

  describe('worker search for adding members', () => {
    it('finds accepted workers of the account by first- or last-name prefix in any case, not yet in the pool', async () => {
      const response = await search('vi');
      expect(response.statusCode).toBe(200);
      // Aino Virtanen is in the pool already; Vilma Korhonen matches by first name.
      expect(response.json<CandidatesBody>().items).toEqual([
        {
          id: world.workers.korhonen.id,
          fullName: 'Vilma Korhonen',
          profession: 'lähihoitaja',
          city: 'Nokia',
        },
      ]);
      const byLastName = await search('KORH');
      expect(byLastName.json<CandidatesBody>().items.map((item) => item.fullName)).toEqual([
        'Vilma Korhonen',
      ]);
      const inDefault = await search('Vi', world.defaultPool.id);
      expect(inDefault.json<CandidatesBody>().items).toEqual([]);
    });

    it('matches the start of a name only, and the full name typed out', async () => {
      expect((await search('irtanen', world.defaultPool.id)).json<CandidatesBody>().items).toEqual([]);
      await buildWorker(db(), { accountId: world.accountA1.id, firstName: 'Vilho', lastName: 'Ranta' });
      const full = await search('vilho ra');
      expect(full.json<CandidatesBody>().items.map((item) => item.fullName)).toEqual(['Vilho Ranta']);
    });

    it('leaves out applicants, inactive and deleted workers, staff and workers of other accounts', async () => {
      for (const status of ['applied', 'inactive', 'deleted']) {
        await buildWorker(db(), {
          accountId: world.accountA1.id,
          firstName: 'Veikko',
          lastName: status,
          status,
        });
      }
      await buildWorker(db(), { accountId: world.accountB1.id, firstName: 'Veikko', lastName: 'Muualta' });
      const response = await search('Veik');
      expect(response.json<CandidatesBody>().items).toEqual([]);
      const staff = await search('Testi');
      expect(staff.json<CandidatesBody>().items).toEqual([]);
    });

    it('answers at most six (spec: user search 6), by last name', async () => {
      for (const lastName of ['Salo', 'Aalto', 'Heino', 'Mäki', 'Lehto', 'Koski', 'Niemi']) {
        await buildWorker(db(), { accountId: world.accountA1.id, firstName: 'Ville', lastName });
      }
      const response = await search('vil');
      expect(response.json<CandidatesBody>().items.map((item) => item.fullName)).toEqual([
        'Ville Aalto',
        'Ville Heino',
        'Vilma Korhonen',
        'Ville Koski',
        'Ville Lehto',
        'Ville Mäki',
      ]);
    });

    it('takes % and _ literally', async () => {
      await buildWorker(db(), { accountId: world.accountA1.id, firstName: 'Väinö', lastName: 'Aho' });
      expect((await search('%%')).json<CandidatesBody>().items).toEqual([]);
      expect((await search('V_')).json<CandidatesBody>().items).toEqual([]);
    });

    it('needs at least two letters', async () => {
      for (const query of ['', 'v', ' v ']) {
        const response = await search(query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual(['query']);
      }
    });

    it('answers 404 for a pool of another account', async () => {
      const superAdmin = await test.signIn(world.users['super-admin'].email);
      const response = await search('Ve', world.otherAccountPool.id, superAdmin);
      expect(response.statusCode).toBe(404);
    });
  });
});
