import type { ChangeEvent } from '@portal/domain/events';
import { describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from './live-events';

const accountId = '00000000-0000-4000-8000-000000000001';
const shiftChange: ChangeEvent = { accountId, subject: 'Shift', id: 'shift-1', action: 'updated' };

/**
 * A response whose body streams `chunks` as they are read, then ends; `whileOpen` runs before the end (to
 * move the test clock), and `open` keeps it open until the request is aborted.
 */
function streamResponse(
  chunks: string[],
  {
    open = false,
    signal,
    whileOpen,
  }: { open?: boolean; signal?: AbortSignal | null; whileOpen?: () => void } = {},
) {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
      pull(controller) {
        const chunk = queue.shift();
        if (chunk !== undefined) {
          controller.enqueue(encoder.encode(chunk));
          return;
        }
        whileOpen?.();
        if (!open) {
          controller.close();
        }
        return new Promise<void>(() => undefined);
      },
      // Nothing is pulled before the client reads, so `whileOpen` runs while the stream is being read.
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const changeChunk = (event: ChangeEvent) => `event: change\ndata: ${JSON.stringify(event)}\n\n`;

describe('connectLiveEvents', () => {
  it('delivers changes, reconnects at once after a normal end and reports the gap', async () => {
    let clock = 0;
    const tokens: string[] = [];
    const changes: ChangeEvent[] = [];
    const sleeps: number[] = [];
    let reconnects = 0;
    let calls = 0;
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      tokens.push(new Headers(init?.headers).get('Authorization') ?? '');
      if (calls === 1) {
        // The stream stays open a minute, then the server ends it.
        return streamResponse([': connected\n\n', changeChunk(shiftChange)], {
          whileOpen: () => {
            clock += 60_000;
          },
        });
      }
      connection?.close();
      return streamResponse([changeChunk({ ...shiftChange, id: 'shift-2' })], {
        open: true,
        signal: init?.signal ?? undefined,
      });
    });
    connection = connectLiveEvents({
      getAccessToken: () => 'token-1',
      renewAccessToken: async () => 'token-2',
      onChange: (event) => changes.push(event),
      onReconnect: () => {
        reconnects += 1;
      },
      fetch,
      now: () => clock,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
      },
    });
    await connection.done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(sleeps).toEqual([]);
    expect(reconnects).toBe(1);
    expect(changes.map((event) => event.id)).toEqual(['shift-1']);
  });

  it('renews the token on a 401 and reconnects with the new one', async () => {
    let token = 'expired';
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    const seen: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('Authorization') ?? '';
      seen.push(authorization);
      if (authorization === 'Bearer expired') {
        return new Response(JSON.stringify({ code: 'TOKEN_EXPIRED' }), { status: 401 });
      }
      connection?.close();
      return streamResponse([], { open: true, signal: init?.signal });
    });
    const renew = vi.fn(async () => {
      token = 'fresh';
      return token;
    });
    connection = connectLiveEvents({
      getAccessToken: () => token,
      renewAccessToken: renew,
      onChange: () => undefined,
      fetch,
      sleep: async () => undefined,
    });
    await connection.done;
    expect(renew).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('reconnects at once after streams as short as a short-lived access token', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    let streams = 0;
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    const fetch = vi.fn(async () => {
      streams += 1;
      if (streams > 4) {
        connection?.close();
      }
      return streamResponse([], {
        whileOpen: () => {
          clock += 5_000;
        },
      });
    });
    connection = connectLiveEvents({
      getAccessToken: () => 'token',
      renewAccessToken: async () => 'token',
      onChange: () => undefined,
      fetch,
      now: () => clock,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
      },
    });
    await connection.done;
    expect(streams).toBeGreaterThan(4);
    expect(sleeps).toEqual([]);
  });

  it('backs off exponentially (capped) while the server fails, and starts over once a stream was healthy', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const answers: (() => Response | Promise<Response>)[] = [
      () => new Response(null, { status: 503 }),
      () => {
        throw new TypeError('network down');
      },
      () => new Response(null, { status: 502 }),
      () => new Response(null, { status: 500 }),
      () =>
        streamResponse([], {
          whileOpen: () => {
            clock += 60_000;
          },
        }),
      () => new Response(null, { status: 503 }),
    ];
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    const fetch = vi.fn(async () => {
      const answer = answers.shift();
      if (!answer) {
        connection?.close();
        return new Response(null, { status: 503 });
      }
      return answer();
    });
    connection = connectLiveEvents({
      getAccessToken: () => 'token',
      renewAccessToken: async () => 'token',
      onChange: () => undefined,
      fetch,
      initialDelayMs: 1_000,
      maxDelayMs: 5_000,
      now: () => clock,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
      },
    });
    await connection.done;
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 5_000, 1_000, 2_000]);
  });

  it('backs off when streams keep ending at once, using the retry the server asks for', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    let connection: ReturnType<typeof connectLiveEvents> | undefined;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls === 3) {
        connection?.close();
      }
      return streamResponse(['retry: 5000\n\n']);
    });
    connection = connectLiveEvents({
      getAccessToken: () => 'token',
      renewAccessToken: async () => 'token',
      onChange: () => undefined,
      fetch,
      now: () => 0,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
      },
    });
    await connection.done;
    expect(sleeps).toEqual([5_000, 10_000]);
  });

  it('stops when the session is over: no token, or the renewal refused and the tokens cleared', async () => {
    const noToken = connectLiveEvents({
      getAccessToken: () => null,
      renewAccessToken: async () => 'x',
      onChange: () => undefined,
      fetch: vi.fn(),
    });
    await noToken.done;

    let token: string | null = 'old';
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    const refused = connectLiveEvents({
      getAccessToken: () => token,
      renewAccessToken: async () => {
        token = null;
        throw new Error('REFRESH_TOKEN_INVALID');
      },
      onChange: () => undefined,
      fetch,
      sleep: async () => undefined,
    });
    await refused.done;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('closes an open stream', async () => {
    const changes: ChangeEvent[] = [];
    let opened: () => void = () => undefined;
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const connection = connectLiveEvents({
      getAccessToken: () => 'token',
      renewAccessToken: async () => 'token',
      onChange: (event) => {
        changes.push(event);
        opened();
      },
      fetch: vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
        streamResponse([changeChunk(shiftChange)], { open: true, signal: init?.signal }),
      ),
    });
    await isOpen;
    connection.close();
    await connection.done;
    expect(changes).toEqual([shiftChange]);
  });
});
