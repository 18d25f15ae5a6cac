import type { AreaOptionList, WorkerBlock, WorkerBlockList } from '@portal/domain/worker-blocks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { buildArea } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildWorkerActionsWorld, type WorkerActionsWorld } from './worker-actions-test-world';

describe('worker blocks API', () => {
  let test: TestApp;
  let world: WorkerActionsWorld;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildWorkerActionsWorld(test.database.connection.db);
  });

  const blocksUrl = (accountId = world.accountA1.id, workerId = world.worker.id) =>
    `/api/accounts/${accountId}/workers/${workerId}/blocks`;
  const signIn = (role: keyof WorkerActionsWorld['users']) => test.signIn(world.users[role].email);
  const storedBlocks = () => test.database.connection.db.select().from(workerBlocks);

  async function block(token: string, payload: Record<string, unknown>, url = blocksUrl()) {
    return test.request(token, { method: 'POST', url, payload });
  }

  it('blocks a worker in selected areas with a reason, and lists it with the areas and who did it', async () => {
    const token = await signIn('agent');
    const response = await block(token, {
      scope: 'areas',
      areaIds: [world.areaOfCustomer.id],
      reason: 'Myöhästeli toistuvasti',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<WorkerBlock>();
    expect(created).toMatchObject({
      workerId: world.worker.id,
      scope: 'areas',
      accountId: world.accountA1.id,
      areas: [{ id: world.areaOfCustomer.id, name: world.areaOfCustomer.name }],
      reason: 'Myöhästeli toistuvasti',
      createdBy: { id: world.users.agent.id, fullName: 'Testi agent' },
      liftedAt: null,
      liftedBy: null,
      isActive: true,
    });
    expect(created.createdAt).toBe('2026-11-22T10:00:00.000Z');

    const list = await test.request(token, { method: 'GET', url: blocksUrl() });
    expect(list.json<WorkerBlockList>().items).toEqual([created]);

    const [entry] = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'WorkerBlock'));
    expect(entry).toMatchObject({
      actorId: world.users.agent.id,
      accountId: world.accountA1.id,
      action: 'create',
      subjectId: created.id,
    });
  });

  it.each(['', '   ', '\n\t'])(
    'refuses a block without a reason (%j) with BLOCK_REASON_REQUIRED',
    async (reason) => {
      const token = await signIn('agent');
      const response = await block(token, { scope: 'account', reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BLOCK_REASON_REQUIRED', details: { field: 'reason' } });
      expect(await storedBlocks()).toEqual([]);
    },
  );

  it('refuses a block whose reason is missing altogether', async () => {
    const token = await signIn('agent');
    const response = await block(token, { scope: 'account' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual(['reason']);
  });

  it('requires target areas for the selected-areas scope (BLOCK_AREAS_REQUIRED)', async () => {
    const token = await signIn('agent');
    for (const payload of [
      { scope: 'areas', reason: 'Syy' },
      { scope: 'areas', areaIds: [], reason: 'Syy' },
    ]) {
      const response = await block(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BLOCK_AREAS_REQUIRED', details: { field: 'areaIds' } });
    }
    expect(await storedBlocks()).toEqual([]);
  });

  it('names the reason first when both the reason and the areas are missing', async () => {
    const token = await signIn('agent');
    const response = await block(token, { scope: 'areas', areaIds: [], reason: ' ' });
    expect(response.json<{ code: string }>().code).toBe('BLOCK_REASON_REQUIRED');
  });

  it('refuses areas of another account (404) and of a deleted area, storing nothing', async () => {
    const token = await signIn('organization-admin');
    const deleted = await buildArea(test.database.connection.db, {
      accountId: world.accountA1.id,
      status: 'deleted',
    });
    for (const areaId of [world.areaOfA2.id, deleted.id]) {
      const response = await block(token, {
        scope: 'areas',
        areaIds: [world.areaOfCustomer.id, areaId],
        reason: 'Syy',
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await storedBlocks()).toEqual([]);
  });

  it('blocks all areas of the account without areas, ignoring any areas sent', async () => {
    const token = await signIn('agent');
    const response = await block(token, {
      scope: 'account',
      areaIds: [world.areaOfCustomer.id],
      reason: 'Asiakkaan pyyntö',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<WorkerBlock>()).toMatchObject({
      scope: 'account',
      accountId: world.accountA1.id,
      areas: [],
    });
  });

  it('lets admins block from the whole app and refuses agents (403)', async () => {
    const agent = await signIn('agent');
    const refused = await block(agent, { scope: 'app', reason: 'Väärinkäytös' });
    expect(refused.statusCode).toBe(403);
    expect(await storedBlocks()).toEqual([]);

    for (const role of ['admin', 'organization-admin', 'super-admin'] as const) {
      const response = await block(await signIn(role), { scope: 'app', reason: `Väärinkäytös (${role})` });
      expect(response.statusCode, role).toBe(201);
      expect(response.json<WorkerBlock>()).toMatchObject({ scope: 'app', accountId: null, areas: [] });
    }
    const [row] = await storedBlocks();
    expect(row?.accountId).toBeNull();
  });

  it('refuses a reason longer than 1000 characters', async () => {
    const response = await block(await signIn('agent'), { scope: 'account', reason: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('unblocks: the block stays in the history, lifted, with who lifted it and when', async () => {
    const agent = await signIn('agent');
    const created = (await block(agent, { scope: 'account', reason: 'Syy' })).json<WorkerBlock>();
    test.clock.advance(60_000);
    const admin = await signIn('admin');
    const lifted = await test.request(admin, {
      method: 'POST',
      url: `${blocksUrl()}/${created.id}/lift`,
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<WorkerBlock>()).toMatchObject({
      id: created.id,
      isActive: false,
      liftedAt: '2026-11-22T10:01:00.000Z',
      liftedBy: { id: world.users.admin.id, fullName: 'Testi admin' },
      createdBy: { id: world.users.agent.id },
    });
    const again = await test.request(admin, { method: 'POST', url: `${blocksUrl()}/${created.id}/lift` });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('CONFLICT');

    const audit = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'WorkerBlock'), eq(auditLog.action, 'lift')));
    expect(audit).toHaveLength(1);
  });

  it('leaves lifting a whole-app block to admins', async () => {
    const admin = await signIn('admin');
    const created = (await block(admin, { scope: 'app', reason: 'Syy' })).json<WorkerBlock>();
    const agent = await signIn('agent');
    const refused = await test.request(agent, { method: 'POST', url: `${blocksUrl()}/${created.id}/lift` });
    expect(refused.statusCode).toBe(403);
    const lifted = await test.request(admin, { method: 'POST', url: `${blocksUrl()}/${created.id}/lift` });
    expect(lifted.statusCode).toBe(200);
  });

  it('lists the history newest first: active and lifted, this account and whole-app, not other accounts', async () => {
    const orgAdmin = await signIn('organization-admin');
    const first = (await block(orgAdmin, { scope: 'account', reason: 'Ensimmäinen' })).json<WorkerBlock>();
    test.clock.advance(1_000);
    await test.request(orgAdmin, { method: 'POST', url: `${blocksUrl()}/${first.id}/lift` });
    test.clock.advance(1_000);
    await block(orgAdmin, { scope: 'app', reason: 'Koko sovellus' });
    test.clock.advance(1_000);
    await block(orgAdmin, { scope: 'areas', areaIds: [world.otherArea.id], reason: 'Kolmas' });
    // The same worker blocked in A2 (it is in A2's pool too): A1's history does not show it.
    await test.database.connection.db.insert(workerBlocks).values({
      workerId: world.worker.id,
      scope: 'account',
      accountId: world.accountA2.id,
      reason: 'Toisen tilin esto',
    });

    const list = await test.request(await signIn('agent'), { method: 'GET', url: blocksUrl() });
    const items = list.json<WorkerBlockList>().items;
    expect(items.map((item) => [item.reason, item.scope, item.isActive])).toEqual([
      ['Kolmas', 'areas', true],
      ['Koko sovellus', 'app', true],
      ['Ensimmäinen', 'account', false],
    ]);
    expect(items[0]?.areas).toEqual([{ id: world.otherArea.id, name: world.otherArea.name }]);
  });

  it('answers 404 for a worker of another account, a block of another account and unknown ids', async () => {
    const admin = await signIn('admin');
    expect(
      (await test.request(admin, { method: 'GET', url: blocksUrl(world.accountA1.id, world.workerOfA2.id) }))
        .statusCode,
    ).toBe(404);
    const created = await block(
      admin,
      { scope: 'account', reason: 'Syy' },
      blocksUrl(world.accountA1.id, world.workerOfA2.id),
    );
    expect(created.statusCode).toBe(404);
    const [otherBlock] = await test.database.connection.db
      .insert(workerBlocks)
      .values({ workerId: world.worker.id, scope: 'account', accountId: world.accountA2.id, reason: 'A2' })
      .returning();
    const lift = await test.request(admin, { method: 'POST', url: `${blocksUrl()}/${otherBlock?.id}/lift` });
    expect(lift.statusCode).toBe(404);
    const unknown = await test.request(admin, {
      method: 'POST',
      url: `${blocksUrl()}/00000000-0000-4000-8000-000000000000/lift`,
    });
    expect(unknown.statusCode).toBe(404);
    const [stored] = await test.database.connection.db.select().from(workerBlocks);
    expect(stored?.liftedAt).toBeNull();
  });

  it('refuses the agent and the admin of another account (404) and customers (403)', async () => {
    for (const outsider of [world.outsiders.agentOfB1, world.outsiders.adminOfB1]) {
      const token = await test.signIn(outsider.email);
      expect((await test.request(token, { method: 'GET', url: blocksUrl() })).statusCode).toBe(404);
      expect((await block(token, { scope: 'account', reason: 'Syy' })).statusCode).toBe(404);
    }
    const customer = await signIn('customer');
    expect((await test.request(customer, { method: 'GET', url: blocksUrl() })).statusCode).toBe(403);
    expect((await block(customer, { scope: 'account', reason: 'Syy' })).statusCode).toBe(403);
    expect(await storedBlocks()).toEqual([]);
  });

  it('offers the account’s active areas by name for the block dialog', async () => {
    const db = test.database.connection.db;
    await db
      .update(areas)
      .set({ name: 'Bertan koti', contract: 'Kehyssopimus 2026' })
      .where(eq(areas.id, world.otherArea.id));
    await db.update(areas).set({ name: 'aamun koti' }).where(eq(areas.id, world.areaOfCustomer.id));
    await buildArea(db, { accountId: world.accountA1.id, name: 'Poistettu', status: 'deleted' });
    const response = await test.request(await signIn('agent'), {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/worker-blocks/area-options`,
    });
    expect(response.json<AreaOptionList>().items).toEqual([
      { id: world.areaOfCustomer.id, name: 'aamun koti', contract: null },
      { id: world.otherArea.id, name: 'Bertan koti', contract: 'Kehyssopimus 2026' },
    ]);
  });
});
