import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { users } from '../../db/schema/users.schema';
import { actorReuseMs } from '../../http/actor-cache';
import { buildAccount, buildStaffUser, testPassword } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshTokenReuseGraceMs } from './auth.service';

type Tokens = { accessToken: string; refreshToken: string; expiresIn: number };

describe('auth routes', () => {
  let test: TestApp;
  let email: string;

  beforeAll(async () => {
    test = await createTestApp({
      env: { ACCESS_TOKEN_TTL_SECONDS: '60', PUBLIC_URL: 'https://portal.example.fi' },
    });
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    const account = await buildAccount(test.database.connection.db);
    const user = await buildStaffUser(test.database.connection.db, { role: 'admin', accountId: account.id });
    email = user.email;
  });

  async function login(payload: { email: string; password: string }) {
    return test.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  }

  it('signs in with e-mail and password, in any letter case', async () => {
    const response = await login({ email: email.toUpperCase(), password: testPassword });
    expect(response.statusCode).toBe(200);
    const tokens = response.json<Tokens>();
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(tokens.expiresIn).toBe(60);
    const me = await test.request(tokens.accessToken, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    const audit = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login'));
    expect(audit).toHaveLength(1);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 code', async () => {
    const wrongPassword = await login({ email, password: 'wrong-password' });
    const unknownEmail = await login({ email: 'nobody@test.example', password: testPassword });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'INVALID_CREDENTIALS' });
    expect(unknownEmail.json()).toEqual({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses workers and deactivated staff', async () => {
    const account = await buildAccount(test.database.connection.db);
    const inactive = await buildStaffUser(test.database.connection.db, {
      role: 'agent',
      accountId: account.id,
      status: 'inactive',
    });
    expect((await login({ email: inactive.email, password: testPassword })).statusCode).toBe(401);
  });

  it('validates the body with a 400 naming the field', async () => {
    const response = await login({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { path: string[] }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((issue) => issue.path.join('.'))).toContain('email');
  });

  it('rate-limits repeated sign-in attempts for one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await login({ email: 'limited@test.example', password: 'wrong' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a missing, malformed or expired access token', async () => {
    expect((await test.request(null, { method: 'GET', url: '/api/me' })).json()).toEqual({
      code: 'UNAUTHENTICATED',
    });
    expect((await test.request('not.a.jwt', { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const { accessToken } = (await login({ email, password: testPassword })).json<Tokens>();
    test.clock.advance(61_000);
    const expired = await test.request(accessToken, { method: 'GET', url: '/api/me' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses the still-valid access token of a user deactivated since, within the actor reuse time', async () => {
    // The actor cache reads performance.now(): only that is faked, so the database and Fastify keep real timers.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { accessToken } = (await login({ email, password: testPassword })).json<Tokens>();
      expect((await test.request(accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      await test.database.connection.db
        .update(users)
        .set({ status: 'inactive' })
        .where(eq(users.email, email));
      vi.advanceTimersByTime(actorReuseMs + 1);
      const refused = await test.request(accessToken, { method: 'GET', url: '/api/me' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'UNAUTHENTICATED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = (await login({ email, password: testPassword })).json<Tokens>();
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<Tokens>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await test.request(second.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again after the grace period', async () => {
    const first = (await login({ email, password: testPassword })).json<Tokens>();
    const refresh = (refreshToken: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    test.clock.advance(refreshTokenReuseGraceMs + 1);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'REFRESH_TOKEN_REUSED' });
    // The legitimate holder's newer token is revoked too: the family is gone.
    const afterReuse = await refresh(second.refreshToken);
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json()).toEqual({ code: 'REFRESH_TOKEN_INVALID' });
  });

  it('a used refresh token presented again within 30 s (another tab, a reload) gets its own pair', async () => {
    const first = (await login({ email, password: testPassword })).json<Tokens>();
    const refresh = (refreshToken: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    // Two tabs with the same stored token refresh at the same moment: both are answered.
    const [tabA, tabB] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    // A reload that lost the answer presents the token again just inside the grace period.
    test.clock.advance(refreshTokenReuseGraceMs);
    const reloaded = await refresh(first.refreshToken);
    expect(reloaded.statusCode).toBe(200);
    const pairs = [tabA, tabB, reloaded].map((response) => response.json<Tokens>());
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(3);
    // Every pair works and keeps rotating: nobody was signed out.
    for (const pair of pairs) {
      expect((await test.request(pair.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('signs out: the refresh token no longer works', async () => {
    const tokens = (await login({ email, password: testPassword })).json<Tokens>();
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const refresh = await test.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends access at once on sign-out: the still-valid access token of that session is refused', async () => {
    const signedOut = (await login({ email, password: testPassword })).json<Tokens>();
    const otherDevice = (await login({ email, password: testPassword })).json<Tokens>();
    // Remembered by the actor lookup first, so the test also covers forgetting it.
    expect((await test.request(signedOut.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(
      200,
    );
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: signedOut.refreshToken },
    });
    const after = await test.request(signedOut.accessToken, { method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
    // Only that session ends: the user's other device keeps working.
    expect((await test.request(otherDevice.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(
      200,
    );
  });

  it('ends access at once when a reused refresh token revokes the family', async () => {
    const first = (await login({ email, password: testPassword })).json<Tokens>();
    const refresh = (refreshToken: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    expect((await test.request(second.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    test.clock.advance(refreshTokenReuseGraceMs + 1);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    const after = await test.request(second.accessToken, { method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
  });

  it('e-mails a one-time sign-in link through the outbox, in the requested language', async () => {
    const request = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login-link',
      payload: { email, locale: 'en' },
    });
    expect(request.statusCode).toBe(202);
    const [mail] = await test.database.connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(mail?.subject).toBe('Your sign-in link');
    expect(mail?.status).toBe('queued');
    const link = /https:\/\/portal\.example\.fi\/pages\/login\?loginToken=(\S+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    const verify = () =>
      test.app.inject({ method: 'POST', url: '/api/auth/login-link/verify', payload: { token } });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(
      (await test.request(first.json<Tokens>().accessToken, { method: 'GET', url: '/api/me' })).statusCode,
    ).toBe(200);
    const second = await verify();
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ code: 'LOGIN_LINK_INVALID' });
  });

  it('answers a link request for an unknown address the same way, and sends nothing', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login-link',
      payload: { email: 'stranger@test.example' },
    });
    expect(response.statusCode).toBe(202);
    expect(await test.database.connection.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses an expired sign-in link', async () => {
    await test.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email } });
    const [mail] = await test.database.connection.db.select().from(mailOutbox);
    const token = decodeURIComponent(/loginToken=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    test.clock.advance(16 * 60_000);
    const verify = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login-link/verify',
      payload: { token },
    });
    expect(verify.statusCode).toBe(401);
  });
});
