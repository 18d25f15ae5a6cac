import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaGroups, areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import { buildArea, buildStaffUser, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Group = {
  id: string;
  name: string;
  accounts: { id: string; name: string }[];
  areas: { id: string; accountId: string }[];
};

describe('area group routes', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;
  let superAdmin: string;
  let organizationAdmin: string;
  let areaA2: { id: string };
  let areaB1: { id: string };

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    const db = test.database.connection.db;
    world = await buildTenancy(db);
    areaA2 = await buildArea(db, { accountId: world.accountA2.id, name: 'Kotihoito Kakkonen' });
    areaB1 = await buildArea(db, { accountId: world.accountB1.id, name: 'Vieras koti' });
    superAdmin = await test.signIn(world.users['super-admin'].email);
    organizationAdmin = await test.signIn(world.users['organization-admin'].email);
  });

  const add = (token: string, groupId: string, payload: Record<string, unknown>) =>
    test.request(token, { method: 'PUT', url: `/api/area-groups/${groupId}/members`, payload });
  const remove = (token: string, groupId: string, accountId: string, areaId: string) =>
    test.request(token, {
      method: 'DELETE',
      url: `/api/area-groups/${groupId}/members?accountId=${accountId}&areaId=${areaId}`,
    });
  const list = async (token: string) =>
    (await test.request(token, { method: 'GET', url: '/api/area-groups' })).json<{ items: Group[] }>().items;

  it('creates a group with its name, then adds to it as a union', async () => {
    const groupId = randomUUID();
    const created = await add(organizationAdmin, groupId, {
      groupName: ' Pirkanmaa ',
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      id: groupId,
      name: 'Pirkanmaa',
      accounts: [{ id: world.accountA1.id, name: world.accountA1.name }],
      areas: [{ id: world.areaOfCustomer.id, accountId: world.accountA1.id }],
    });
    // The same member again changes nothing; another account's area joins; the name given later is ignored.
    await add(organizationAdmin, groupId, {
      groupName: 'Pirkanmaa',
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
    });
    const union = await add(organizationAdmin, groupId, {
      groupName: 'Muu nimi',
      accountId: world.accountA2.id,
      areaId: areaA2.id,
    });
    const group = union.json<Group>();
    expect(group.name).toBe('Pirkanmaa');
    expect(group.accounts.map((account) => account.id).sort()).toEqual(
      [world.accountA1.id, world.accountA2.id].sort(),
    );
    expect(group.areas.map((area) => area.id).sort()).toEqual([world.areaOfCustomer.id, areaA2.id].sort());

    const [entry] = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, groupId));
    expect(entry).toMatchObject({ subject: 'AreaGroup', actorId: world.users['organization-admin'].id });
  });

  it('refuses a new group whose name is taken, in any letter case', async () => {
    await add(superAdmin, randomUUID(), {
      groupName: 'Pohjois-Suomi',
      accountId: world.accountA1.id,
      areaId: world.otherArea.id,
    });
    const clash = await add(superAdmin, randomUUID(), {
      groupName: 'pohjois-suomi',
      accountId: world.accountA2.id,
      areaId: areaA2.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'AREA_GROUP_NAME_TAKEN' });
  });

  it('treats a group of only another organization as absent: no joining it (404), its name is free', async () => {
    const foreignId = randomUUID();
    await add(superAdmin, foreignId, {
      groupName: 'Vieras ryhmä',
      accountId: world.accountB1.id,
      areaId: areaB1.id,
    });
    const join = await add(organizationAdmin, foreignId, {
      groupName: 'Mikä tahansa',
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
    });
    expect(join.statusCode).toBe(404);
    expect(join.body).not.toContain('Vieras ryhmä');
    const leave = await remove(organizationAdmin, foreignId, world.accountA1.id, world.areaOfCustomer.id);
    expect(leave.statusCode).toBe(404);
    // The name names nothing the caller may see, so it does not tell that the group exists.
    const sameName = await add(organizationAdmin, randomUUID(), {
      groupName: 'vieras ryhmä',
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
    });
    expect(sameName.statusCode, sameName.body).toBe(200);
    const foreign = (await list(superAdmin)).find((group) => group.id === foreignId);
    expect(foreign?.accounts.map((account) => account.id)).toEqual([world.accountB1.id]);
  });

  it('refuses an area of another account than the one named, and a name too short', async () => {
    const mismatch = await add(superAdmin, randomUUID(), {
      groupName: 'Ryhmä',
      accountId: world.accountA2.id,
      areaId: world.otherArea.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ code: 'AREA_GROUP_AREA_NOT_IN_ACCOUNT' });
    const short = await add(superAdmin, randomUUID(), {
      groupName: 'R',
      accountId: world.accountA1.id,
      areaId: world.otherArea.id,
    });
    expect(short.statusCode).toBe(400);
  });

  it("keeps an organization-admin to its organization's accounts and areas (404 outside)", async () => {
    const outsideAccount = await add(organizationAdmin, randomUUID(), {
      groupName: 'Ulkona',
      accountId: world.accountB1.id,
      areaId: areaB1.id,
    });
    expect(outsideAccount.statusCode).toBe(404);
    const outsideArea = await add(organizationAdmin, randomUUID(), {
      groupName: 'Ulkona',
      accountId: world.accountA1.id,
      areaId: areaB1.id,
    });
    expect(outsideArea.statusCode).toBe(404);
    expect(await test.database.connection.db.select().from(areaGroups)).toEqual([]);
  });

  it('shows each caller only the members in its scope, and no group without any', async () => {
    const shared = randomUUID();
    await add(superAdmin, shared, {
      groupName: 'Yhteinen',
      accountId: world.accountA1.id,
      areaId: world.otherArea.id,
    });
    await add(superAdmin, shared, {
      groupName: 'Yhteinen',
      accountId: world.accountB1.id,
      areaId: areaB1.id,
    });
    await add(superAdmin, randomUUID(), {
      groupName: 'Vain B',
      accountId: world.accountB1.id,
      areaId: areaB1.id,
    });

    expect((await list(superAdmin)).map((group) => [group.name, group.areas.length])).toEqual([
      ['Vain B', 1],
      ['Yhteinen', 2],
    ]);
    const seen = await list(organizationAdmin);
    expect(seen.map((group) => group.name)).toEqual(['Yhteinen']);
    expect(seen[0]?.accounts.map((account) => account.id)).toEqual([world.accountA1.id]);
    expect(seen[0]?.areas.map((area) => area.id)).toEqual([world.otherArea.id]);

    const one = await test.request(organizationAdmin, { method: 'GET', url: `/api/area-groups/${shared}` });
    expect(one.json<Group>().areas).toHaveLength(1);
    const hidden = (await list(superAdmin)).find((group) => group.name === 'Vain B') as Group;
    const refused = await test.request(organizationAdmin, {
      method: 'GET',
      url: `/api/area-groups/${hidden.id}`,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('removes an area, its account with its last area, and the group with its last member', async () => {
    const groupId = randomUUID();
    const second = await buildArea(test.database.connection.db, {
      accountId: world.accountA1.id,
      name: 'Toinen',
    });
    await add(superAdmin, groupId, {
      groupName: 'Poistot',
      accountId: world.accountA1.id,
      areaId: world.otherArea.id,
    });
    await add(superAdmin, groupId, {
      groupName: 'Poistot',
      accountId: world.accountA1.id,
      areaId: second.id,
    });
    await add(superAdmin, groupId, {
      groupName: 'Poistot',
      accountId: world.accountA2.id,
      areaId: areaA2.id,
    });

    const first = await remove(organizationAdmin, groupId, world.accountA1.id, world.otherArea.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ group: Group }>().group.accounts).toHaveLength(2);
    const secondRemoval = await remove(organizationAdmin, groupId, world.accountA1.id, second.id);
    expect(secondRemoval.json<{ group: Group }>().group.accounts.map((account) => account.id)).toEqual([
      world.accountA2.id,
    ]);
    const last = await remove(organizationAdmin, groupId, world.accountA2.id, areaA2.id);
    expect(last.json()).toEqual({ group: null });
    expect(await test.database.connection.db.select().from(areaGroups)).toEqual([]);
  });

  it('refuses removing from an unknown group (404) and outside the caller scope (404)', async () => {
    expect((await remove(superAdmin, randomUUID(), world.accountA1.id, world.otherArea.id)).statusCode).toBe(
      404,
    );
    const groupId = randomUUID();
    await add(superAdmin, groupId, { groupName: 'Vieras', accountId: world.accountB1.id, areaId: areaB1.id });
    expect((await remove(organizationAdmin, groupId, world.accountB1.id, areaB1.id)).statusCode).toBe(404);
  });

  it('leaves out deleted areas', async () => {
    const groupId = randomUUID();
    await add(superAdmin, groupId, {
      groupName: 'Poistettu',
      accountId: world.accountA1.id,
      areaId: world.otherArea.id,
    });
    await add(superAdmin, groupId, {
      groupName: 'Poistettu',
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
    });
    await test.database.connection.db
      .update(areas)
      .set({ status: 'deleted' })
      .where(eq(areas.id, world.otherArea.id));
    const group = (
      await test.request(superAdmin, { method: 'GET', url: `/api/area-groups/${groupId}` })
    ).json<Group>();
    expect(group.areas.map((area) => area.id)).toEqual([world.areaOfCustomer.id]);
  });

  it('is refused to admins, agents and customers (403)', async () => {
    for (const role of ['admin', 'agent', 'customer'] as const) {
      const token = await test.signIn(world.users[role].email);
      expect((await test.request(token, { method: 'GET', url: '/api/area-groups' })).statusCode).toBe(403);
      const adding = await add(token, randomUUID(), {
        groupName: 'Oma',
        accountId: world.accountA1.id,
        areaId: world.otherArea.id,
      });
      expect(adding.statusCode).toBe(403);
    }
    const stranger = await buildStaffUser(test.database.connection.db, {
      role: 'admin',
      accountId: world.accountB1.id,
    });
    const token = await test.signIn(stranger.email);
    expect((await test.request(token, { method: 'GET', url: '/api/area-groups' })).statusCode).toBe(403);
  });
});
