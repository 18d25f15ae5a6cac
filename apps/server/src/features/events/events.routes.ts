import type { ChangeEvent } from '@portal/domain/events';
import type { FastifyInstance } from 'fastify';
import type { RouteDependencies } from '../../http/register-contract';
import { authenticateSession } from '../../http/request-actor';
import type { ChangeEventHub } from './change-event-hub';
import { createEventScope } from './event-scope';

export type EventsRouteOptions = {
  hub: ChangeEventHub;
  /** Comment line sent this often, so proxies and the browser keep an idle stream open. */
  heartbeatMs?: number;
  /** Reconnect delay the client is told to use (`retry:`). */
  retryMs?: number;
  /**
   * The stream ends after this long and the client reconnects with a fresh access token. The caller's
   * accounts are read when the stream opens, so this bounds how long a revoked or moved user keeps
   * receiving notices. Defaults to the access-token lifetime.
   */
  maxStreamSeconds: number;
};

// A client that stops reading is dropped (it reconnects) rather than buffered without end.
const maxBufferedBytes = 256 * 1024;

/** SSE framing: an event name and one data line of JSON (JSON has no raw newlines). */
function formatChangeEvent(event: ChangeEvent): string {
  return `event: change\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /api/events`: Server-Sent Events of changes in the caller's accounts, of records it may read (its
 * areas, for a customer limited to some), fed by LISTEN/NOTIFY. It is
 * registered directly rather than through registerContract, whose JSON serialization would end the
 * response; access is the same (Bearer token via authenticateRequest: any signed-in staff user, scoped
 * by the actor's accounts). The web app reads it with fetch so it can send the Authorization header.
 */
export function registerEventsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  { hub, heartbeatMs = 25_000, retryMs = 5_000, maxStreamSeconds }: EventsRouteOptions,
): void {
  const openStreams = new Set<() => void>();
  // preClose, not onClose: open streams would keep server.close() waiting for their connections.
  app.addHook('preClose', async () => {
    for (const end of openStreams) {
      end();
    }
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get(
    '/api/events',
    {
      schema: {
        summary: 'Live change notices of the caller’s accounts (text/event-stream)',
        description:
          'Server-Sent Events. Each change is `event: change` with `data: {"accountId","subject","id","action"}`; ' +
          'a comment line is sent every 25 s; the stream ends when the access token would expire and the ' +
          'client reconnects. Send the Bearer token in the Authorization header (read it with fetch).',
        tags: ['events'],
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const { actor, session } = await authenticateSession(request, dependencies);
      const response = reply.raw;
      // Events that arrive between subscribing and sending the headers wait here.
      const pending: string[] = [];
      let started = false;
      let ended = false;
      let heartbeat: NodeJS.Timeout | undefined;
      let lifetime: NodeJS.Timeout | undefined;
      let unsubscribe = () => {};

      const cleanUp = () => {
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        openStreams.delete(end);
      };
      const end = () => {
        if (!ended) {
          cleanUp();
          response.end();
        }
      };
      const write = (chunk: string) => {
        if (ended) {
          return;
        }
        if (!started) {
          pending.push(chunk);
        } else if (!response.write(chunk) && response.writableLength > maxBufferedBytes) {
          end();
        }
      };

      response.on('close', cleanUp);
      // Subscribed before the headers go out: once the client sees the response, no later change is missed.
      // Scoped like the lists (subject, area); checked one after another so the events keep their order.
      const mayReceive = createEventScope(dependencies.db, actor);
      // A session that ended (signed out, password changed) ends its stream at the next event or heartbeat.
      const isSessionLive = async () =>
        (await dependencies.actors.actorOf(session.userId, session.sessionId)) !== null;
      let delivered = Promise.resolve();
      const deliver = (event: ChangeEvent) => {
        delivered = delivered
          .then(async () => {
            if (!ended && !(await isSessionLive())) {
              end();
            }
            if (!ended && (await mayReceive(event))) {
              write(formatChangeEvent(event));
            }
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'change event not scoped; left out');
          });
      };
      unsubscribe = await hub.subscribe(actor.accountIds, deliver);
      reply.hijack();
      if (ended) {
        // The client went away while the subscription was being set up.
        unsubscribe();
        return;
      }
      openStreams.add(end);
      heartbeat = setInterval(() => {
        delivered = delivered
          .then(async () => {
            if (!ended && !(await isSessionLive())) {
              end();
            }
            write(': ping\n\n');
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'session of an event stream not checked');
          });
      }, heartbeatMs);
      lifetime = setTimeout(end, maxStreamSeconds * 1_000);

      // Security headers set by the hooks (helmet) still apply to the hijacked response.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) {
          response.setHeader(name, value);
        }
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies must pass events through at once, not buffer them.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${retryMs}\n: connected\n\n`);
      started = true;
      for (const chunk of pending.splice(0)) {
        write(chunk);
      }
    },
  );
}
