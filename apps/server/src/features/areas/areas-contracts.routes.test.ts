import type { Area } from '@portal/domain/areas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { customerContracts } from '../../db/schema/billing.schema';
import { buildCustomerContract } from '../../testing/contract-factory';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

// Issue 13: an area picks a customer contract of its own account; new gigs of the area take it.
describe('the customer contract of an area', () => {
  let test: TestApp;
  let world: World;
  let admin: string;
  let agent: string;
  let contractId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    contractId = (await buildCustomerContract(db(), { accountId: world.accountA1.id, name: 'Koivula' })).id;
    admin = await test.signIn(world.users.admin.email);
    agent = await test.signIn(world.users.agent.email);
  });

  const db = () => test.database.connection.db;
  const base = () => `/api/accounts/${world.accountA1.id}/areas`;
  const create = (token: string, payload: Record<string, unknown>) =>
    test.request(token, { method: 'POST', url: base(), payload });
  const save = (token: string, areaId: string, payload: Record<string, unknown>) =>
    test.request(token, { method: 'PUT', url: `${base()}/${areaId}`, payload });

  it('is picked on create and answered with its name, apart from the free contract text', async () => {
    const response = await create(admin, {
      name: 'Palvelukoti Koivula',
      contract: 'Sopimus 12/2026',
      contractId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Area>()).toMatchObject({
      contract: 'Sopimus 12/2026',
      contractId,
      contractName: 'Koivula',
    });
    const listed = await test.request(admin, { method: 'GET', url: base() });
    const area = listed.json<{ items: Area[] }>().items.find((item) => item.id === response.json<Area>().id);
    expect(area).toMatchObject({ contractId, contractName: 'Koivula' });
  });

  it("refuses another account's contract, a deleted one and an unknown one with CONTRACT_NOT_IN_ACCOUNT", async () => {
    const foreign = await buildCustomerContract(db(), { accountId: world.accountA2.id });
    const deleted = await buildCustomerContract(db(), {
      accountId: world.accountA1.id,
      deletedAt: new Date(),
    });
    for (const id of [foreign.id, deleted.id, '7d9f3a52-6c1e-4b8a-9f00-000000000001']) {
      const response = await create(admin, { name: 'Kotihoito Kallio', contractId: id });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'CONTRACT_NOT_IN_ACCOUNT' });
      const saved = await save(admin, world.otherArea.id, { name: world.otherArea.name, contractId: id });
      expect(saved.json()).toMatchObject({ code: 'CONTRACT_NOT_IN_ACCOUNT' });
    }
    const [row] = await db().select().from(areas).where(eq(areas.id, world.otherArea.id));
    expect(row?.contractId).toBeNull();
  });

  it('is changed and cleared by an admin; a save without it keeps it', async () => {
    const url = world.otherArea.id;
    expect((await save(admin, url, { name: 'A', contractId })).json<Area>().contractId).toBe(contractId);
    expect((await save(admin, url, { name: 'B' })).json<Area>()).toMatchObject({ name: 'B', contractId });
    expect((await save(admin, url, { name: 'C', contractId: null })).json<Area>()).toMatchObject({
      contractId: null,
      contractName: null,
    });
  });

  it('is not the agents to pick: their saves keep the area contract, their new areas have none', async () => {
    await db().update(areas).set({ contractId }).where(eq(areas.id, world.otherArea.id));
    const saved = await save(agent, world.otherArea.id, { name: 'Agentin nimi', contractId: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Area>()).toMatchObject({ name: 'Agentin nimi', contractId });
    const created = await create(agent, { name: 'Agentin alue', contractId });
    expect(created.json<Area>().contractId).toBeNull();
  });

  it('keeps naming a contract renamed since', async () => {
    await create(admin, { name: 'Koivula', contractId });
    await db()
      .update(customerContracts)
      .set({ name: 'Koivula 2027' })
      .where(eq(customerContracts.id, contractId));
    const listed = await test.request(admin, { method: 'GET', url: base() });
    expect(listed.json<{ items: Area[] }>().items.map((area) => area.contractName)).toContain('Koivula 2027');
  });
});
