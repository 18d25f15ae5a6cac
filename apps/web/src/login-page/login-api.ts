import { type LoginErrorCode, loginErrorCodes } from './login-text-keys';

// The API calls of the login page, on plain fetch: the app's typed client (lib/api-client.ts) brings zod
// and the contracts. The paths are the domain contracts' (login-api.test.ts holds them to it).
export const loginEndpoints = {
  login: '/api/auth/login',
  requestLoginLink: '/api/auth/login-link',
  verifyLoginLink: '/api/auth/login-link/verify',
  me: '/api/me',
} as const;

export type TokenPair = { accessToken: string; refreshToken: string };

/** What the login page reads of GET /api/me; the whole answer is stored for the app (`userData`). */
export type SignedInUser = { role: string; user: { locale?: string | null } };

/** A refused or failed call, with the code of the text to show (unknown codes and network failures: INTERNAL). */
export class LoginRequestError extends Error {
  constructor(readonly code: LoginErrorCode) {
    super(code);
    this.name = 'LoginRequestError';
  }
}

function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return loginErrorCodes.some((code) => code === value);
}

async function send(path: string, init: { body?: unknown; accessToken?: string }): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (init.accessToken) {
    headers.Authorization = `Bearer ${init.accessToken}`;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new LoginRequestError('INTERNAL');
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = (answer as { code?: unknown } | undefined)?.code;
    throw new LoginRequestError(isLoginErrorCode(code) ? code : 'INTERNAL');
  }
  return answer;
}

function tokenPairOf(answer: unknown): TokenPair {
  const pair = answer as Partial<TokenPair> | undefined;
  if (typeof pair?.accessToken !== 'string' || typeof pair.refreshToken !== 'string') {
    throw new LoginRequestError('INTERNAL');
  }
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

export async function signInWithPassword(input: { email: string; password: string }): Promise<TokenPair> {
  return tokenPairOf(await send(loginEndpoints.login, { body: input }));
}

/** The answer is the same whether or not the address is known (202). */
export async function requestLoginLink(input: { email: string; locale: string }): Promise<void> {
  await send(loginEndpoints.requestLoginLink, { body: input });
}

/** Exchanges the one-time token of an e-mailed sign-in link for a token pair. */
export async function verifyLoginLink(token: string): Promise<TokenPair> {
  return tokenPairOf(await send(loginEndpoints.verifyLoginLink, { body: { token } }));
}

/** The signed-in user as GET /api/me answers (the app checks it again with its schema on start). */
export async function fetchSignedInUser(accessToken: string): Promise<SignedInUser> {
  const answer = (await send(loginEndpoints.me, { accessToken })) as Partial<SignedInUser> | undefined;
  if (typeof answer?.role !== 'string' || typeof answer.user !== 'object' || answer.user === null) {
    throw new LoginRequestError('INTERNAL');
  }
  return answer as SignedInUser;
}
