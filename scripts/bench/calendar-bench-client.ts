/**
 * The measuring client of the calendar benchmark (scripts/bench/calendar-bench.ts), in a process of its own.
 *
 * The benchmark forks this file and sends it one job over IPC. Like a browser on another machine (and like
 * node-postgres against PostgreSQL, a separate process), the client's work here - receiving ~450 KB over HTTP,
 * node-postgres parsing rows - does not compete with the app under test for its event loop. It runs the
 * alternating rounds (warm-up first), sends back the samples in milliseconds and exits.
 */
import http from 'node:http';
import pg from 'pg';

export type ClientStatement = { text: string; values: unknown[] };

export type ClientJob = {
  baseUrl: string;
  headers: Record<string, string>;
  /** The month window: the app's main process records the phases of exactly these requests. */
  monthPath: string;
  tinyPath: string;
  /** A header the fetch samples carry, so the app breaks down the node:http requests only. */
  fetchSampleHeader: string;
  databaseUrl: string;
  /** The calendar query as the repository issued it. */
  statement: ClientStatement;
  /** All statements of one calendar request, in order. */
  oneRequest: ClientStatement[];
  warmupRuns: number;
  apiRuns: number;
};

export type ClientSamples = {
  http: number[];
  fetch: number[];
  sql: number[];
  sqlAll: number[];
  tiny: number[];
};

export type ClientReport = { samples: ClientSamples } | { error: string };

// One kept-alive connection, as a browser keeps to its origin.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GET with node:http: the time until the whole body has arrived and is decoded to text. The API's own
 * latency, like node-postgres's for the SQL. (fetch adds ~1-2 ms of WHATWG-stream work per 450 KB on
 * the client, which the "fetch" row shows separately.)
 */
function getText(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 300)}`));
        } else {
          resolve(body);
        }
      });
    });
    request.on('error', reject);
  });
}

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return body;
}

async function measure(job: ClientJob): Promise<ClientSamples> {
  const sqlClient = new pg.Client({ connectionString: job.databaseUrl });
  await sqlClient.connect();
  try {
    const samples: ClientSamples = { http: [], fetch: [], sql: [], sqlAll: [], tiny: [] };
    const measurements: [keyof ClientSamples, () => Promise<unknown>][] = [
      ['http', () => getText(`${job.baseUrl}${job.monthPath}`, job.headers)],
      [
        'fetch',
        () => fetchText(`${job.baseUrl}${job.monthPath}`, { ...job.headers, [job.fetchSampleHeader]: '1' }),
      ],
      ['sql', () => sqlClient.query(job.statement.text, job.statement.values)],
      [
        'sqlAll',
        async () => {
          for (const statement of job.oneRequest) {
            await sqlClient.query(statement.text, statement.values);
          }
        },
      ],
      ['tiny', () => getText(`${job.baseUrl}${job.tinyPath}`, job.headers)],
    ];
    // The measurements take turns, one of each per round in a rotating order: on a shared machine the load
    // changes from second to second, and the API and the plain SQL should meet the same load.
    for (let round = -job.warmupRuns; round < job.apiRuns; round += 1) {
      for (let turn = 0; turn < measurements.length; turn += 1) {
        const measurement = measurements[(turn + Math.abs(round)) % measurements.length];
        if (!measurement) {
          continue;
        }
        const [kind, work] = measurement;
        const start = performance.now();
        await work();
        const took = performance.now() - start;
        if (round >= 0) {
          samples[kind].push(took);
        }
      }
    }
    return samples;
  } finally {
    await sqlClient.end();
  }
}

function report(message: ClientReport): void {
  process.send?.(message, (error: Error | null) => process.exit(error ? 1 : 0));
}

if (!process.send) {
  process.stderr.write(
    'calendar-bench-client: run by scripts/bench/calendar-bench.ts (needs an IPC channel)\n',
  );
  process.exit(2);
}
process.once('message', (job) => {
  measure(job as ClientJob).then(
    (samples) => report({ samples }),
    (error: unknown) =>
      report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
