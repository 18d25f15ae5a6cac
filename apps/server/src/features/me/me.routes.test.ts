import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { buildTenancy, testPassword } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Me = {
  user: { email: string; role: string; fullName: string; areaIds: string[] | null; locale: string | null };
  role: string;
  abilities: { action: string | string[]; subject: string | string[] }[];
  accounts: { id: string; name: string }[];
};

describe('me routes', () => {
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

  async function meOf(role: keyof typeof world.users): Promise<Me> {
    const token = await test.signIn(world.users[role].email);
    const response = await test.request(token, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    return response.json<Me>();
  }

  it('gives super-admin every account', async () => {
    const me = await meOf('super-admin');
    expect(me.role).toBe('super-admin');
    expect(me.accounts.map((account) => account.id).sort()).toEqual(
      [world.accountA1.id, world.accountA2.id, world.accountB1.id].sort(),
    );
    expect(me.abilities).toContainEqual(expect.objectContaining({ action: 'manage', subject: 'all' }));
  });

  it('gives organization-admin the accounts of its organization only', async () => {
    const me = await meOf('organization-admin');
    expect(me.accounts.map((account) => account.id).sort()).toEqual(
      [world.accountA1.id, world.accountA2.id].sort(),
    );
  });

  it.each(['admin', 'agent', 'customer'] as const)('gives %s its single account', async (role) => {
    const me = await meOf(role);
    expect(me.role).toBe(role);
    expect(me.accounts.map((account) => account.id)).toEqual([world.accountA1.id]);
    expect(me.user).not.toHaveProperty('passwordHash');
  });

  it('tells a customer which areas it is limited to', async () => {
    const me = await meOf('customer');
    expect(me.user.areaIds).toEqual([world.areaOfCustomer.id]);
    expect((await meOf('agent')).user.areaIds).toBeNull();
  });

  it('updates the profile and records it in the audit log', async () => {
    const token = await test.signIn(world.users.agent.email);
    const response = await test.request(token, {
      method: 'PUT',
      url: '/api/me/profile',
      payload: { firstName: 'Aino', lastName: 'Agentti', mobile: '+358401234567', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Aino Agentti',
      locale: 'en',
      mobile: '+358401234567',
    });
    const audit = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'Profile'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(world.users.agent.id);
  });

  it.each([
    [{ mobile: '040 123 4567' }, 'mobile'],
    [{ firstName: '' }, 'firstName'],
    [{ locale: 'sv' }, 'locale'],
  ])('refuses a bad profile field %j', async (change, field) => {
    const token = await test.signIn(world.users.agent.email);
    const response = await test.request(token, {
      method: 'PUT',
      url: '/api/me/profile',
      payload: { firstName: 'Aino', lastName: 'Agentti', mobile: null, locale: 'fi', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string[] }[] }>().issues.map((issue) => issue.path[0])).toContain(
      field,
    );
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const email = world.users.admin.email;
    const otherSession = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: testPassword },
    });
    const token = await test.signIn(email);
    const wrong = await test.request(token, {
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: 'wrong', newPassword: 'uusi-salasana-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD' });
    const tooShort = await test.request(token, {
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: testPassword, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const changed = await test.request(token, {
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: testPassword, newPassword: 'uusi-salasana-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveProperty('refreshToken');
    const oldLogin = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: testPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await test.signIn(email, 'uusi-salasana-1')).toBeTruthy();
    const otherRefresh = await test.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: otherSession.json<{ refreshToken: string }>().refreshToken },
    });
    expect(otherRefresh.statusCode).toBe(401);
  });

  it('ends access at once after a password change: other sessions’ access tokens are refused', async () => {
    const email = world.users.admin.email;
    const other = await test.signIn(email);
    expect((await test.request(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const token = await test.signIn(email);
    const changed = await test.request(token, {
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: testPassword, newPassword: 'uusi-salasana-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await test.request(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await test.request(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    // The session the change started works.
    const fresh = changed.json<{ accessToken: string }>().accessToken;
    expect((await test.request(fresh, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
