import type { WorkerSearchResponse } from '@portal/domain/worker-blocks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workerBlocks } from '../../db/schema/hr.schema';
import { poolMembers } from '../../db/schema/pools.schema';
import { buildStaffUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildWorkerActionsWorld, type WorkerActionsWorld } from '../worker-blocks/worker-actions-test-world';

describe('employee search API', () => {
  let test: TestApp;
  let world: WorkerActionsWorld;
  let agentToken: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildWorkerActionsWorld(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
  });

  const db = () => test.database.connection.db;
  const url = (query: string, accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/workers/search?${query}`;

  async function search(query: string, token = agentToken): Promise<string[]> {
    const response = await test.request(token, { method: 'GET', url: url(query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkerSearchResponse>().items.map((item) => item.fullName);
  }

  /** A confirmed, accepted worker of A1's pool named Maija <lastName>. */
  const addMaija = (lastName: string, overrides = {}) =>
    world.addWorker(world.poolA1.id, {
      accountId: world.accountA1.id,
      firstName: 'Maija',
      lastName,
      ...overrides,
    });

  it('finds confirmed workers of the account’s pools by first, last or full name prefix, any case', async () => {
    await addMaija('Virtanen', { mobile: '+358401111111', profession: 'lähihoitaja' });
    const response = await test.request(agentToken, { method: 'GET', url: url('q=ma') });
    expect(response.json<WorkerSearchResponse>().items).toEqual([
      expect.objectContaining({
        fullName: 'Maija Virtanen',
        mobile: '+358401111111',
        profession: 'lähihoitaja',
      }),
    ]);
    expect(await search('q=VIRT')).toEqual(['Maija Virtanen']);
    expect(await search('q=maija%20v')).toEqual(['Maija Virtanen']);
    // A prefix, not a substring.
    expect(await search('q=aija')).toEqual([]);
    expect(await search('q=irtanen')).toEqual([]);
  });

  it('leaves out unconfirmed, not accepted, deleted, out-of-pool, other accounts’ workers and staff', async () => {
    await addMaija('Vahvistettu');
    await addMaija('Vahvistamaton', { confirmed: false });
    await addMaija('Hakija', { status: 'applied' });
    await addMaija('Poistettu', { status: 'deleted' });
    await world.addWorker(null, { accountId: world.accountA1.id, firstName: 'Maija', lastName: 'Pooliton' });
    await world.addWorker(world.poolA2.id, {
      accountId: world.accountA2.id,
      firstName: 'Maija',
      lastName: 'Toiselta',
    });
    await buildStaffUser(db(), { role: 'agent', accountId: world.accountA1.id, email: 'maija@test.example' });
    expect(await search('q=maija')).toEqual(['Maija Vahvistettu']);
  });

  it('with scope=hr finds every worker of the account who is not deleted: new, unconfirmed, outside pools, blocked', async () => {
    await addMaija('Vahvistettu');
    await addMaija('Vahvistamaton', { confirmed: false });
    await addMaija('Hakija', { status: 'applied' });
    await addMaija('Poistettu', { status: 'deleted' });
    await world.addWorker(null, { accountId: world.accountA1.id, firstName: 'Maija', lastName: 'Pooliton' });
    const blocked = await addMaija('Estetty');
    await db()
      .insert(workerBlocks)
      .values({ workerId: blocked.id, scope: 'app', accountId: null, reason: 'Syy' });
    await world.addWorker(world.poolA2.id, {
      accountId: world.accountA2.id,
      firstName: 'Maija',
      lastName: 'Toiselta',
    });
    await buildStaffUser(db(), { role: 'agent', accountId: world.accountA1.id, email: 'maija@test.example' });
    expect(await search('q=maija&scope=hr')).toEqual([
      'Maija Estetty',
      'Maija Hakija',
      'Maija Pooliton',
      'Maija Vahvistamaton',
      'Maija Vahvistettu',
    ]);
    // The default scope stays the shifts' one.
    expect(await search('q=maija&scope=shifts')).toEqual(['Maija Vahvistettu']);
  });

  it('finds a worker of another account who is also in this account’s pool', async () => {
    await db().insert(poolMembers).values({ poolId: world.poolA1.id, userId: world.workerOfA2.id });
    expect(await search('q=aatu')).toEqual(['Aatu Toinen']);
  });

  it('answers up to 10 workers, by name', async () => {
    for (const index of [12, 3, 7, 1, 11, 5, 9, 2, 10, 4, 8, 6]) {
      await addMaija(`Sukunimi${String(index).padStart(2, '0')}`);
    }
    expect(await search('q=maija')).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((index) => `Maija Sukunimi${String(index).padStart(2, '0')}`),
    );
  });

  it('needs at least 2 characters', async () => {
    for (const query of ['q=m', 'q=%20m%20', '']) {
      const response = await test.request(agentToken, { method: 'GET', url: url(query) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });

  it('matches LIKE wildcards literally', async () => {
    await addMaija('Virtanen');
    expect(await search('q=m%25')).toEqual([]);
    expect(await search('q=m_')).toEqual([]);
  });

  describe('blocked workers', () => {
    let blockedId: string;

    beforeEach(async () => {
      blockedId = (await addMaija('Estetty')).id;
      await addMaija('Vapaa');
    });

    const insertBlock = (values: Partial<typeof workerBlocks.$inferInsert>) =>
      db()
        .insert(workerBlocks)
        .values({
          workerId: blockedId,
          scope: 'account',
          accountId: world.accountA1.id,
          reason: 'Syy',
          ...values,
        });

    it('are left out everywhere when blocked from the whole app', async () => {
      await insertBlock({ scope: 'app', accountId: null });
      expect(await search('q=maija')).toEqual(['Maija Vapaa']);
      expect(await search(`q=maija&areaId=${world.areaOfCustomer.id}`)).toEqual(['Maija Vapaa']);
    });

    it('are left out of the account, with or without an area, when blocked from all its areas', async () => {
      await insertBlock({ scope: 'account' });
      expect(await search('q=maija')).toEqual(['Maija Vapaa']);
      expect(await search(`q=maija&areaId=${world.otherArea.id}`)).toEqual(['Maija Vapaa']);
    });

    it('are left out only for the selected areas they are blocked in', async () => {
      await insertBlock({ scope: 'areas', areaIds: [world.areaOfCustomer.id] });
      expect(await search(`q=maija&areaId=${world.areaOfCustomer.id}`)).toEqual(['Maija Vapaa']);
      expect(await search(`q=maija&areaId=${world.otherArea.id}`)).toEqual(['Maija Estetty', 'Maija Vapaa']);
      expect(await search('q=maija')).toEqual(['Maija Estetty', 'Maija Vapaa']);
    });

    it('are found again once the block is lifted', async () => {
      await insertBlock({ scope: 'account', liftedAt: new Date(), liftedBy: world.users.admin.id });
      await insertBlock({
        scope: 'app',
        accountId: null,
        liftedAt: new Date(),
        liftedBy: world.users.admin.id,
      });
      expect(await search(`q=maija&areaId=${world.areaOfCustomer.id}`)).toEqual([
        'Maija Estetty',
        'Maija Vapaa',
      ]);
    });

    it('are not left out for blocks of another account', async () => {
      await insertBlock({ scope: 'account', accountId: world.accountA2.id });
      await insertBlock({
        scope: 'areas',
        accountId: world.accountA2.id,
        areaIds: [world.areaOfCustomer.id],
      });
      expect(await search(`q=maija&areaId=${world.areaOfCustomer.id}`)).toEqual([
        'Maija Estetty',
        'Maija Vapaa',
      ]);
    });
  });

  it('answers 404 for an area of another account', async () => {
    const response = await test.request(agentToken, {
      method: 'GET',
      url: url(`q=ma&areaId=${world.areaOfA2.id}`),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses customers (403) and the agent and the admin of another account (404)', async () => {
    const customer = await test.signIn(world.users.customer.email);
    expect((await test.request(customer, { method: 'GET', url: url('q=ma') })).statusCode).toBe(403);
    for (const outsider of [world.outsiders.agentOfB1, world.outsiders.adminOfB1]) {
      const token = await test.signIn(outsider.email);
      expect((await test.request(token, { method: 'GET', url: url('q=ma') })).statusCode).toBe(404);
    }
  });
});
