import { type ChangeEvent, changeEventSchema } from '@portal/domain/events';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveQueryRoots } from './live-query-roots';

/*
 * Live updates. The server streams `GET /api/events` (Server-Sent Events): `event: change` with
 * `data: {"accountId","subject","id","action"}` for every change in the caller's accounts, and ends the
 * stream when the access token would expire. EventSource cannot send the Bearer header, so the stream is
 * read with fetch; this module parses it, reconnects with backoff (renewing the token on a 401) and
 * turns notices into query invalidations.
 *
 * QUERY KEY CONVENTION (every feature's `api/<feature>-keys.ts` follows it):
 *   [root, accountId, ...rest]   e.g. ['pools', accountId, 'list', query]
 * `root` is the feature's name (its folder), the account id comes second for data of one account. A notice
 * names its account and subject, so invalidating [root, accountId] for the roots a subject feeds refreshes
 * exactly that account's data. Each feature declares its roots and the subjects that make them stale in
 * its registration (`liveQueries` in features/<feature>/<feature>.feature.ts); the app collects them into
 * one `LiveQueryRoots` map (app/feature-list.ts), which reaches
 * this module through `LiveQueryRootsProvider` (lib/live-query-roots.tsx).
 */

/** One `event:`/`data:` block of the stream. */
export type EventStreamMessage = { event: string; data: string; id: string | null };

/**
 * An incremental text/event-stream parser (the WHATWG "interpreting an event stream" rules): lines end in
 * LF, CR or CRLF, even when a chunk ends between CR and LF; `:` lines are comments (the server's
 * heartbeat); several `data:` lines join with a newline; an empty line dispatches the message.
 */
export function createEventStreamParser(handlers: {
  onMessage: (message: EventStreamMessage) => void;
  onRetry?: (milliseconds: number) => void;
}) {
  let buffer = '';
  let isFirstChunk = true;
  let eventType = '';
  let dataLines: string[] = [];
  let lastEventId: string | null = null;

  function dispatch(): void {
    if (dataLines.length > 0) {
      handlers.onMessage({ event: eventType || 'message', data: dataLines.join('\n'), id: lastEventId });
    }
    eventType = '';
    dataLines = [];
  }

  function processLine(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) {
          lastEventId = value;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) {
          handlers.onRetry?.(Number(value));
        }
        break;
    }
  }

  return {
    push(chunk: string): void {
      buffer += isFirstChunk && chunk.startsWith('\uFEFF') ? chunk.slice(1) : chunk;
      isFirstChunk = false;
      let lineStart = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\n' && character !== '\r') {
          continue;
        }
        if (character === '\r' && index === buffer.length - 1) {
          // A CR at the end of a chunk may be half of a CRLF: wait for the next chunk.
          break;
        }
        processLine(buffer.slice(lineStart, index));
        if (character === '\r' && buffer[index + 1] === '\n') {
          index += 1;
        }
        lineStart = index + 1;
      }
      buffer = buffer.slice(lineStart);
    },
  };
}

/** The change notices in a stream's messages; anything else (or malformed) is skipped. */
export function changeEventOf(message: EventStreamMessage): ChangeEvent | null {
  if (message.event !== 'change') {
    return null;
  }
  try {
    const parsed = changeEventSchema.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type LiveEventsOptions = {
  getAccessToken: () => string | null;
  /** Renews the access token after a 401; rejects when the session is over. */
  renewAccessToken: () => Promise<string>;
  onChange: (event: ChangeEvent) => void;
  /** The stream is open again after a gap: notices sent meanwhile were missed. */
  onReconnect?: () => void;
  url?: string;
  fetch?: typeof fetch;
  /** First wait after a failure, doubled per further failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * A stream open at least this long that then ends ended normally (the server closes it when the token
   * expires): reconnect at once. A shorter one counts as a failure, so a broken server is not hammered.
   * Short on purpose: with short-lived access tokens every stream is short, and counting those as failures
   * would grow the wait until changes arrive tens of seconds late.
   */
  healthyStreamMs?: number;
  now?: () => number;
  sleep?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
};

function abortableSleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, milliseconds);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Keeps one live events stream open until `close()`: connects with the current access token, renews it on
 * a 401, reconnects at once after a normal end and with exponential backoff after failures. Stops by itself
 * when there is no token any more (signed out).
 */
export function connectLiveEvents(options: LiveEventsOptions): { close: () => void; done: Promise<void> } {
  const {
    getAccessToken,
    renewAccessToken,
    onChange,
    onReconnect,
    url = '/api/events',
    initialDelayMs = 1_000,
    maxDelayMs = 30_000,
    healthyStreamMs = 2_000,
    now = () => Date.now(),
    sleep = abortableSleep,
  } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const controller = new AbortController();
  const signal = controller.signal;
  let baseDelayMs = initialDelayMs;
  let failures = 0;

  const backOff = async () => {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
    failures += 1;
    await sleep(delay, signal);
  };

  async function readStream(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createEventStreamParser({
      onMessage: (message) => {
        const event = changeEventOf(message);
        if (event) {
          onChange(event);
        }
      },
      onRetry: (milliseconds) => {
        baseDelayMs = Math.max(initialDelayMs, milliseconds);
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const stop = () => void reader.cancel().catch(() => undefined);
    if (signal.aborted) {
      stop();
      return;
    }
    signal.addEventListener('abort', stop);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          return;
        }
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  async function run(): Promise<void> {
    let hasConnected = false;
    while (!signal.aborted) {
      const token = getAccessToken();
      if (!token) {
        return;
      }
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
      } catch {
        await backOff();
        continue;
      }
      if (response.status === 401) {
        // The token expired (the stream's normal end is usually just before that): renew, then reconnect.
        void response.body?.cancel().catch(() => undefined);
        if (failures > 0) {
          await backOff();
        } else {
          failures += 1;
        }
        try {
          await renewAccessToken();
        } catch {
          if (!getAccessToken()) {
            return;
          }
          await backOff();
        }
        continue;
      }
      if (!response.ok || !response.body) {
        void response.body?.cancel().catch(() => undefined);
        await backOff();
        continue;
      }
      if (hasConnected) {
        onReconnect?.();
      }
      hasConnected = true;
      const openedAt = now();
      try {
        await readStream(response.body);
      } catch {
        // A dropped connection: handled like an early end below.
      }
      if (signal.aborted) {
        return;
      }
      if (now() - openedAt >= healthyStreamMs) {
        failures = 0;
      } else {
        await backOff();
      }
    }
  }

  const done = run();
  return { close: () => controller.abort(), done };
}

/**
 * Turns change notices into invalidations of the queries they make stale, batched: sending fifty shifts
 * for inspection sends fifty notices but refetches each list once.
 */
export function createLiveInvalidator(
  queryClient: QueryClient,
  liveQueryRoots: LiveQueryRoots,
  delayMs = 150,
) {
  const everyLiveRoot = [...new Set(Object.values(liveQueryRoots).flat())];
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    timer = undefined;
    const keys = [...pending].map((entry) => JSON.parse(entry) as string[]);
    pending.clear();
    for (const queryKey of keys) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }

  function schedule(queryKey: string[]): void {
    pending.add(JSON.stringify(queryKey));
    timer ??= setTimeout(flush, delayMs);
  }

  return {
    change(event: ChangeEvent): void {
      for (const root of liveQueryRoots[event.subject] ?? []) {
        schedule([root, event.accountId]);
      }
    },
    /** After a gap in the stream: every live query of every account may be stale. */
    everything(): void {
      for (const root of everyLiveRoot) {
        schedule([root]);
      }
    },
    dispose(): void {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
