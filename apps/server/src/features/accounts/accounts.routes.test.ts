import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('account settings routes', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
  });

  const url = () => `/api/accounts/${world.accountA1.id}/settings`;

  it('reads the defaults: 30 minutes unpaid, break after 6 hours', async () => {
    const token = await test.signIn(world.users.agent.email);
    const response = await test.request(token, { method: 'GET', url: url() });
    expect(response.json()).toEqual({ unpaidTime: 30, minHoursWithBreak: 6 });
  });

  it('lets an admin change them, keeps them, and writes the audit log', async () => {
    const token = await test.signIn(world.users.admin.email);
    const put = await test.request(token, {
      method: 'PUT',
      url: url(),
      payload: { unpaidTime: 45, minHoursWithBreak: 7.5 },
    });
    expect(put.statusCode).toBe(200);
    const get = await test.request(token, { method: 'GET', url: url() });
    expect(get.json()).toEqual({ unpaidTime: 45, minHoursWithBreak: 7.5 });
    const [entry] = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'AccountSettings'));
    expect(entry).toMatchObject({
      actorId: world.users.admin.id,
      accountId: world.accountA1.id,
      action: 'update',
    });
    expect(entry?.changes).toEqual({
      before: { unpaidTime: 30, minHoursWithBreak: 6 },
      after: { unpaidTime: 45, minHoursWithBreak: 7.5 },
    });
  });

  it.each([
    [{ unpaidTime: -5, minHoursWithBreak: 6 }, 'unpaidTime'],
    [{ unpaidTime: 121, minHoursWithBreak: 6 }, 'unpaidTime'],
    [{ unpaidTime: 12.5, minHoursWithBreak: 6 }, 'unpaidTime'],
    [{ unpaidTime: 30, minHoursWithBreak: 30 }, 'minHoursWithBreak'],
    [{ unpaidTime: '30', minHoursWithBreak: 6 }, 'unpaidTime'],
  ])('refuses %j naming %s, and keeps the saved values', async (payload, field) => {
    const token = await test.signIn(world.users.admin.email);
    const put = await test.request(token, { method: 'PUT', url: url(), payload });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ issues: { path: string[] }[] }>().issues.map((issue) => issue.path[0])).toContain(
      field,
    );
    const get = await test.request(token, { method: 'GET', url: url() });
    expect(get.json()).toEqual({ unpaidTime: 30, minHoursWithBreak: 6 });
  });

  it('answers 404 for an account id that does not exist', async () => {
    const token = await test.signIn(world.users['super-admin'].email);
    const response = await test.request(token, {
      method: 'GET',
      url: '/api/accounts/00000000-0000-4000-8000-000000000000/settings',
    });
    expect(response.statusCode).toBe(404);
  });
});
