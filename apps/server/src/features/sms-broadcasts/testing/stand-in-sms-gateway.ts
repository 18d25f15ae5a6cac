import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers one request with: a status to fail with, or null to deliver. */
export type GatewayAnswer = (request: {
  msisdn: string;
  userref: string | null;
  call: number;
}) => number | null;

export type StandInSmsGateway = {
  url: string;
  /** Messages that reached handsets, per number: a resend with a known `userref` adds nothing. */
  deliveries: Map<string, number>;
  /** Every request, including refused ones and deduplicated resends. */
  calls: number;
  /** Most requests the stand-in was answering at once (the sender's concurrency bound). */
  maxInFlight: number;
  delivered(): number;
  close(): Promise<void>;
};

/**
 * A local GatewayAPI stand-in (tests and the bulk SMS benchmark): answers each POST after `delayMs` with
 * `{ ids: [n] }`, and, as a gateway that honours `userref` does, answers a message it already took with
 * the first id instead of sending it again. `answer` can refuse requests (a 500, a 400) to test retries.
 */
export async function startStandInSmsGateway(
  options: { delayMs?: number; answer?: GatewayAnswer } = {},
): Promise<StandInSmsGateway> {
  const { delayMs = 0, answer = () => null } = options;
  const byReference = new Map<string, number>();
  const deliveries = new Map<string, number>();
  let nextId = 1;
  const state = { calls: 0, inFlight: 0, maxInFlight: 0 };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.calls += 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        recipients: { msisdn: number }[];
        userref?: string;
      };
      const msisdn = String(body.recipients[0]?.msisdn ?? '');
      const userref = body.userref ?? null;
      const refusal = answer({ msisdn, userref, call: state.calls });
      setTimeout(() => {
        state.inFlight -= 1;
        if (refusal !== null) {
          response.writeHead(refusal, { 'content-type': 'application/json' }).end('{"message":"refused"}');
          return;
        }
        let id = userref ? byReference.get(userref) : undefined;
        if (id === undefined) {
          id = nextId;
          nextId += 1;
          if (userref) {
            byReference.set(userref, id);
          }
          deliveries.set(msisdn, (deliveries.get(msisdn) ?? 0) + 1);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ids: [id] }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest/mtsms`,
    deliveries,
    get calls() {
      return state.calls;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    delivered: () => [...deliveries.values()].reduce((sum, count) => sum + count, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
