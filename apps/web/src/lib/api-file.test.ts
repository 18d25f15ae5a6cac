import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-server';
import { ApiError } from './api-error';
import { getApiFile } from './api-file';
import { localTokenStore } from './storage';

const filePath = '/api/accounts/a/invoices/i/pdf';

describe('getApiFile', () => {
  it('sends the access token, renews it once on a 401 and gets the file with the new one', async () => {
    localTokenStore.setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
    const server = stubFetch({
      [`GET ${filePath}`]: ({ authorization }) =>
        authorization === 'Bearer new-access'
          ? { body: 'file content' }
          : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/refresh': () => ({
        body: { accessToken: 'new-access', refreshToken: 'refresh-2', expiresIn: 900 },
      }),
    });

    const file = await getApiFile(filePath);

    expect(await file.text()).toBe('"file content"');
    expect(
      server.requests.map((request) => `${request.method} ${request.path} ${request.authorization}`),
    ).toEqual([
      `GET ${filePath} Bearer old-access`,
      'POST /api/auth/refresh null',
      `GET ${filePath} Bearer new-access`,
    ]);
    expect(localTokenStore.getRefreshToken()).toBe('refresh-2');
  });

  it("turns a refusal into an ApiError with the server's code", async () => {
    localTokenStore.setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    stubFetch({ [`GET ${filePath}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) });

    const refusal = await getApiFile(filePath).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
