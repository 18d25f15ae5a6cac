import { vi } from 'vitest';

export type FakeRequest = { method: string; path: string; body: unknown; authorization: string | null };
export type FakeResponse = { status?: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * A stand-in for the API: handlers keyed by "METHOD /path" answer JSON; anything else is a 404
 * ROUTE_NOT_FOUND. `requests` records every call, in order.
 */
export function createFakeServer(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    const answer = handler ? await handler(request) : { status: 404, body: { code: 'ROUTE_NOT_FOUND' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, requests };
}

/** Installs a fake server as the global fetch (undone after each test by setup-tests). */
export function stubFetch(handlers: Record<string, FakeHandler>) {
  const server = createFakeServer(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
