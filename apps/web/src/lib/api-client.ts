import { refreshContract } from '@portal/domain/auth';
import {
  buildPath,
  type Contract,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
  type ContractResponse,
} from '@portal/domain/shared';
import { z } from 'zod';
import { ApiError, type ApiIssue } from './api-error';
import { localTokenStore, type TokenStore } from './storage';

export type RequestInput<C extends Contract> = {
  params?: ContractParams<C>;
  query?: ContractQuery<C>;
  body?: ContractBody<C>;
  signal?: AbortSignal;
};

export type ApiRequest = <C extends Contract>(
  contract: C,
  input?: RequestInput<C>,
) => Promise<ContractResponse<C>>;

export type ApiClientOptions = {
  tokens: TokenStore;
  fetch?: typeof fetch;
  baseUrl?: string;
};

export type ApiClient = {
  request: ApiRequest;
  /** Called once the session cannot be renewed (the refresh token was refused); the tokens are already cleared. */
  onSessionExpired: (handler: (() => void) | null) => void;
  /**
   * Renews the access token (the same single refresh the 401 replay uses) and returns it; for connections
   * that do not go through `request`, such as the live events stream.
   */
  renewAccessToken: () => Promise<string>;
};

const errorBodySchema = z.object({
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await readJson(response));
  if (!parsed.success) {
    return new ApiError('INTERNAL', response.status);
  }
  const issues: ApiIssue[] | undefined = parsed.data.issues;
  return new ApiError(parsed.data.code, response.status, { details: parsed.data.details, issues });
}

function urlOf(baseUrl: string, contract: Contract, input: RequestInput<Contract>): string {
  const path = buildPath(contract.path, (input.params ?? {}) as Record<string, string>);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) {
    return `${baseUrl}${path}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) {
      search.set(key, String(value));
    }
  }
  const queryString = search.toString();
  return queryString ? `${baseUrl}${path}?${queryString}` : `${baseUrl}${path}`;
}

/**
 * A typed client for the domain contracts (spec section 7, stored-token client): sends the access token as a
 * Bearer header; on a 401 it refreshes the token once, however many requests failed meanwhile, and replays
 * them all with the new token. A refused refresh clears the tokens and reports the expired session.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, baseUrl = '' } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let sessionExpiredHandler: (() => void) | null = null;
  let refreshInFlight: Promise<string> | null = null;

  async function send(
    contract: Contract,
    input: RequestInput<Contract>,
    accessToken: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    if (accessToken) {
      headers.Authorization = `Bearer ${accessToken}`;
    }
    try {
      return await doFetch(urlOf(baseUrl, contract, input), {
        method: contract.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: input.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        throw error;
      }
      throw new ApiError('INTERNAL', 0);
    }
  }

  async function parse<C extends Contract>(contract: C, response: Response): Promise<ContractResponse<C>> {
    if (!response.ok) {
      throw await toApiError(response);
    }
    const parsed = contract.response.safeParse(await readJson(response));
    if (!parsed.success) {
      throw new ApiError('INTERNAL', response.status);
    }
    return parsed.data as ContractResponse<C>;
  }

  function expireSession(): void {
    tokens.clear();
    sessionExpiredHandler?.();
  }

  async function renewAccessToken(): Promise<string> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      expireSession();
      throw new ApiError('UNAUTHENTICATED', 401);
    }
    const response = await send(refreshContract, { body: { refreshToken } }, null);
    if (!response.ok) {
      const error = await toApiError(response);
      // A refused token ends the session; a server hiccup (5xx) does not sign the user out.
      if (response.status < 500) {
        expireSession();
      }
      throw error;
    }
    const pair = await parse(refreshContract, response);
    tokens.setTokens(pair);
    return pair.accessToken;
  }

  /** Every caller that hit a 401 during a refresh waits for that same refresh. */
  function refreshOnce(): Promise<string> {
    if (!refreshInFlight) {
      refreshInFlight = renewAccessToken().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  const request: ApiRequest = async (contract, input = {}) => {
    const usedToken = tokens.getAccessToken();
    const response = await send(contract, input, usedToken);
    const mayRefresh = response.status === 401 && contract.access.kind !== 'public';
    if (!mayRefresh) {
      return parse(contract, response);
    }
    // Another request may already have renewed the token while this one was under way.
    const currentToken = tokens.getAccessToken();
    const newToken =
      currentToken && currentToken !== usedToken && !refreshInFlight ? currentToken : await refreshOnce();
    return parse(contract, await send(contract, input, newToken));
  };

  return {
    request,
    onSessionExpired: (handler) => {
      sessionExpiredHandler = handler;
    },
    renewAccessToken: refreshOnce,
  };
}

/** The app's client, on the tokens in localStorage. */
export const apiClient = createApiClient({ tokens: localTokenStore });

export const apiRequest: ApiRequest = (contract, input) => apiClient.request(contract, input);
