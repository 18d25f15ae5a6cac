import { loginContract } from '@portal/domain/auth';
import { getMeContract } from '@portal/domain/users';
import { describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { createFakeServer, type FakeHandler } from '@/testing/fake-server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { TokenStore } from './storage';

function memoryTokens(accessToken: string | null, refreshToken: string | null): TokenStore {
  const state = { accessToken, refreshToken };
  return {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    setTokens: (pair) => {
      state.accessToken = pair.accessToken;
      state.refreshToken = pair.refreshToken;
    },
    clear: () => {
      state.accessToken = null;
      state.refreshToken = null;
    },
  };
}

const me = buildMe('admin');
const newPair = { accessToken: 'access-new', refreshToken: 'refresh-new-000000000000', expiresIn: 900 };

/** GET /api/me accepts only the new access token; the old one is expired. */
const meAcceptingOnlyNewToken: FakeHandler = (request) =>
  request.authorization === 'Bearer access-new'
    ? { body: me }
    : { status: 401, body: { code: 'TOKEN_EXPIRED' } };

describe('api client', () => {
  it('sends the access token as a Bearer header and parses the answer with the contract', async () => {
    const server = createFakeServer({ 'GET /api/me': () => ({ body: me }) });
    const client = createApiClient({ tokens: memoryTokens('access-1', 'refresh-1'), fetch: server.fetch });

    await expect(client.request(getMeContract)).resolves.toEqual(me);
    expect(server.requests[0]?.authorization).toBe('Bearer access-1');
  });

  it('refreshes once for several concurrent 401s and replays every request with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = createFakeServer({
      'GET /api/me': meAcceptingOnlyNewToken,
      'POST /api/auth/refresh': async (request) => {
        expect(request.body).toEqual({ refreshToken: 'refresh-old-00000000000000' });
        await refreshAnswered;
        return { body: newPair };
      },
    });
    const tokens = memoryTokens('access-old', 'refresh-old-00000000000000');
    const readAccessToken = vi.spyOn(tokens, 'getAccessToken');
    const client = createApiClient({ tokens, fetch: server.fetch });

    const results = Promise.all([
      client.request(getMeContract),
      client.request(getMeContract),
      client.request(getMeContract),
    ]);
    // Let all three fail with 401 while the refresh is still under way, then let it answer. A request reads
    // the token once to send and once more after its 401, just before it joins the refresh: six reads.
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1),
    );
    await vi.waitFor(() => expect(readAccessToken).toHaveBeenCalledTimes(6));
    releaseRefresh();

    await expect(results).resolves.toEqual([me, me, me]);
    const refreshCalls = server.requests.filter((request) => request.path === '/api/auth/refresh');
    const replays = server.requests.filter(
      (request) => request.path === '/api/me' && request.authorization === 'Bearer access-new',
    );
    expect(refreshCalls).toHaveLength(1);
    expect(replays).toHaveLength(3);
    expect(tokens.getAccessToken()).toBe('access-new');
    expect(tokens.getRefreshToken()).toBe(newPair.refreshToken);
  });

  it('replays without another refresh when the token was renewed while the request was under way', async () => {
    const tokens = memoryTokens('access-old', 'refresh-old-00000000000000');
    const server = createFakeServer({
      'GET /api/me': (request) => {
        // Another request refreshed the session while this one, sent with the old token, was on its way.
        tokens.setTokens(newPair);
        return meAcceptingOnlyNewToken(request);
      },
    });
    const client = createApiClient({ tokens, fetch: server.fetch });

    await expect(client.request(getMeContract)).resolves.toEqual(me);
    expect(server.requests.map((request) => `${request.path} ${request.authorization}`)).toEqual([
      '/api/me Bearer access-old',
      '/api/me Bearer access-new',
    ]);
  });

  it('clears the tokens and reports the expired session when the refresh is refused', async () => {
    const server = createFakeServer({
      'GET /api/me': meAcceptingOnlyNewToken,
      'POST /api/auth/refresh': () => ({ status: 401, body: { code: 'REFRESH_TOKEN_REUSED' } }),
    });
    const tokens = memoryTokens('access-old', 'refresh-old-00000000000000');
    const client = createApiClient({ tokens, fetch: server.fetch });
    const onExpired = vi.fn();
    client.onSessionExpired(onExpired);

    const failures = await Promise.allSettled([client.request(getMeContract), client.request(getMeContract)]);

    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected']);
    const [first] = failures;
    expect(first?.status === 'rejected' && first.reason).toBeInstanceOf(ApiError);
    expect(first?.status === 'rejected' && (first.reason as ApiError).code).toBe('REFRESH_TOKEN_REUSED');
    expect(server.requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('passes other errors on with their code, without refreshing', async () => {
    const server = createFakeServer({
      'GET /api/me': () => ({ status: 403, body: { code: 'FORBIDDEN' } }),
      'POST /api/auth/login': () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS' } }),
    });
    const client = createApiClient({ tokens: memoryTokens('access-1', 'refresh-1'), fetch: server.fetch });

    await expect(client.request(getMeContract)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    // A 401 from a public endpoint is an answer, not an expired session.
    await expect(
      client.request(loginContract, { body: { email: 'a@b.fi', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(server.requests.map((request) => request.path)).toEqual(['/api/me', '/api/auth/login']);
  });

  it('turns unknown codes and unparsable answers into INTERNAL', async () => {
    const server = createFakeServer({
      'GET /api/me': () => ({ status: 500, body: { code: 'SOMETHING_NEW' } }),
      'GET /api/health': () => ({ body: { status: 'broken' } }),
    });
    const client = createApiClient({ tokens: memoryTokens(null, null), fetch: server.fetch });
    const { getHealthContract } = await import('@portal/domain/system');

    await expect(client.request(getMeContract)).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
    await expect(client.request(getHealthContract)).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
