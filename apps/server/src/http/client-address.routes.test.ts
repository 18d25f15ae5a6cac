import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// Rate limits count per client address; these tests make sure a client cannot choose that address.
describe('client addresses and rate limits', () => {
  let direct: TestApp;
  let behindProxy: TestApp;

  beforeAll(async () => {
    direct = await createTestApp();
    behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await Promise.all([direct.close(), behindProxy.close()]);
  });

  function signIn(test: TestApp, email: string, forwardedFor: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'wrong password' },
    });
  }

  async function statusesOf(attempts: number, send: (attempt: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      statuses.push((await send(attempt)).statusCode);
    }
    return statuses;
  }

  it('ignores a forged X-Forwarded-For by default: a new address per attempt still hits the sign-in limit', async () => {
    const statuses = await statusesOf(11, (attempt) =>
      signIn(direct, 'forged@test.example', `203.0.113.${attempt + 1}`),
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('behind a trusted proxy, counts each client apart, but rotating addresses against one account is still limited', async () => {
    const email = 'rotated@test.example';
    const first = await statusesOf(11, () => signIn(behindProxy, email, '198.51.100.1'));
    expect(first[10]).toBe(429);
    // Another client of the same proxy is not locked out by the first one's attempts...
    expect((await signIn(behindProxy, email, '198.51.100.2')).statusCode).toBe(401);
    // ...but a fresh address for every attempt runs into the account's own limit.
    const rotated = await statusesOf(20, (attempt) => signIn(behindProxy, email, `192.0.2.${attempt + 1}`));
    expect(rotated).toContain(429);
    expect(rotated.slice(-1)).toEqual([429]);
  });

  it('limits sign-in link mails to one address however many client addresses ask', async () => {
    const statuses = await statusesOf(6, (attempt) =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login-link',
        headers: { 'x-forwarded-for': `192.0.2.${100 + attempt}` },
        payload: { email: 'bombed@test.example', locale: 'fi' },
      }),
    );
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('ignores a forged X-Forwarded-For on the public invitation page', async () => {
    const statuses = await statusesOf(61, (attempt) =>
      direct.app.inject({
        method: 'GET',
        url: `/api/public/shift-invitations/guess-${attempt}`,
        headers: { 'x-forwarded-for': `203.0.113.${(attempt % 250) + 1}` },
      }),
    );
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
