/**
 * Calendar benchmark (a measurement, not a test): `npm run bench:calendar`, see docs/benchmarks.md.
 *
 * Runs inside scripts/with-postgres.sh (a throwaway PostgreSQL 15, removed afterwards). In one run it
 * migrates that database, seeds 200,000 shifts over 50 accounts, starts the real app on a free port with
 * the web app built next to it, and reports:
 *   - the calendar range API (GET /api/accounts/:accountId/shifts/calendar) for a month of ~1,500 shifts,
 *     over HTTP, against the same SQL run directly with node-postgres (both from a client process of its
 *     own, calendar-bench-client.ts), with a breakdown of where the API's time goes (database, zod
 *     encoding, JSON, the rest);
 *   - how long Chromium takes to draw that month on the calendar page.
 * It exits 0 when a target is missed; only a broken setup fails it.
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { calendarShiftsContract } from '@portal/domain/shifts';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { build } from 'vite';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { hashPassword } from '../../apps/server/src/features/auth/passwords';
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import { paths } from '../../apps/web/src/features/shifts/shifts.paths';
import { median, ms, type Summary, summarize, table } from './bench-stats';
import type { ClientJob, ClientReport, ClientSamples } from './calendar-bench-client';
import { measureCalendarRender, type RendererCpu, type RenderRun } from './calendar-render';
import { seedCalendarData } from './calendar-seed';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const admin = { email: 'bench-admin@bench.example', password: 'benchmark-calendar-password' };
const targets = { apiP95Ms: 25, apiToSqlRatio: 1.5, renderMs: 300 };

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const settings = {
  apiRuns: numberFromEnv('BENCH_API_RUNS', 200),
  warmupRuns: numberFromEnv('BENCH_WARMUP_RUNS', 30),
  renderRuns: numberFromEnv('BENCH_RENDER_RUNS', 5),
  skipRender: process.env.BENCH_SKIP_RENDER === '1',
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** Where to write a V8 CPU profile of the app process while the client runs (open it in DevTools). */
  cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR ?? '',
};

/** A V8 CPU profile of this process (the app's), through the inspector: `--cpu-prof` is refused in NODE_OPTIONS. */
async function startCpuProfile(): Promise<{ stop: (dir: string) => Promise<string> }> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(dir) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(dir, { recursive: true });
      const file = path.join(path.resolve(dir), `calendar-api-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

type Statement = { text: string; values: unknown[]; ms: number; rows: number };
type Phases = {
  received: number;
  validating?: number;
  handling?: number;
  serializing?: number;
  sending?: number;
  done?: number;
};
/** One month-window request as the app saw it: its phases and the statements it ran on the pool. */
type RequestRecord = { phases: Phases; statements: Statement[] };

function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Refuses anything but an empty database: the seed would otherwise mix into real data. */
async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ table: string | null }>(
      `select to_regclass('public.accounts')::text as table`,
    );
    if (exists.rows[0]?.table) {
      const count = await client.query<{ n: number }>('select count(*)::int as n from accounts');
      if ((count.rows[0]?.n ?? 0) > 0) {
        throw new Error(
          'DATABASE_URL points at a database with data; run the benchmark via `npm run bench:calendar`.',
        );
      }
    }
  } finally {
    await client.end();
  }
}

function sampleSync(runs: number, work: () => unknown): number[] {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Sent with the client's fetch samples, so the app breaks down the node:http ones only. */
const fetchSampleHeader = 'x-bench-fetch-sample';
const clientFile = path.join(import.meta.dirname, 'calendar-bench-client.ts');

/**
 * Runs the measuring client (calendar-bench-client.ts) in a child process, tsx's loader inherited through
 * execArgv, and resolves with its samples once it has exited.
 */
function runClient(job: ClientJob, cleanups: (() => Promise<unknown>)[]): Promise<ClientSamples> {
  return new Promise((resolve, reject) => {
    const child = fork(clientFile, [], { execArgv: process.execArgv, serialization: 'advanced' });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
      }
    });
    let report: ClientReport | null = null;
    child.once('message', (message) => {
      report = message as ClientReport;
    });
    child.once('error', reject);
    // 'close' comes after the process exited and its IPC channel closed, so after its message.
    child.once('close', (code, signal) => {
      const received = report as ClientReport | null;
      if (received && 'samples' in received) {
        resolve(received.samples);
      } else {
        reject(
          new Error(
            received
              ? `the client process failed: ${received.error}`
              : `the client process exited (${signal ?? code}) without samples`,
          ),
        );
      }
    });
    child.send(job);
  });
}

function summaryRow(label: string, summary: Summary, note = ''): string[] {
  return [
    label,
    String(summary.runs),
    ms(summary.min),
    ms(summary.mean),
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.p99),
    note,
  ];
}

function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'DATABASE_URL is not set: run `npm run bench:calendar` (it starts a throwaway PostgreSQL).',
    );
  }
  await assertEmptyDatabase(databaseUrl);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'calendar-bench-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(workDir, { recursive: true, force: true })];
  try {
    await runBenchmark(databaseUrl, workDir, cleanups);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
    }
  }
}

async function runBenchmark(
  databaseUrl: string,
  workDir: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<void> {
  log(
    `machine: ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  );
  const connection = await openPostgres(databaseUrl, { max: 10 });
  cleanups.push(() => connection.close());
  await timed('migrate', () => migrateDatabase(connection));

  const seedClient = new pg.Client({ connectionString: databaseUrl });
  await seedClient.connect();
  cleanups.push(() => seedClient.end());
  const passwordHash = await hashPassword(admin.password);
  const seed = await timed('seed 200,000 shifts (set-based SQL) + vacuum analyze', () =>
    seedCalendarData(seedClient, {
      accounts: 50,
      totalShifts: 200_000,
      denseMonthShifts: 1_515,
      densePerDay: 41,
      days: 365,
      daysBeforeToday: 270,
      admin: { email: admin.email, passwordHash },
      onStep: (label, took) => log(`  ${label}: ${(took / 1000).toFixed(1)} s`),
    }),
  );
  log(
    `seeded ${seed.shifts} shifts, ${seed.gigs} gigs, ${seed.workers} workers, ${seed.areas} areas; ` +
      `dense account ${seed.denseAccountId}: ${seed.denseMonthShifts} live shifts start in ${seed.month.label}`,
  );

  // The pool the app uses, instrumented: every statement of a request, with its time and row count.
  const pool = connection.pool;
  if (!pool) {
    throw new Error('expected a PostgreSQL pool');
  }
  let captured: Statement[] | null = null;
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<pg.QueryResult> }).query = async (...args) => {
    const start = performance.now();
    const result = await originalQuery(...args);
    if (captured) {
      const [first, second] = args;
      // drizzle passes (config, params); other callers (text, params) or one config with its values.
      const config = typeof first === 'string' ? { text: first } : (first as pg.QueryConfig);
      captured.push({
        text: config.text,
        values: (second as unknown[] | undefined) ?? (config.values as unknown[] | undefined) ?? [],
        ms: performance.now() - start,
        rows: result.rowCount ?? result.rows.length,
      });
    }
    return result;
  };

  const webDist = process.env.BENCH_WEB_DIST
    ? path.resolve(process.env.BENCH_WEB_DIST)
    : path.join(workDir, 'web');
  if (!process.env.BENCH_WEB_DIST && !settings.skipRender) {
    await timed('build the web app', () =>
      build({
        root: path.join(repoRoot, 'apps/web'),
        configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: webDist, emptyOutDir: true },
      }),
    );
  }
  const config = {
    ...loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: webDist,
      SEED_DEMO: 'false',
    }),
    host: '127.0.0.1',
  };
  const calendarPath = (from: string, to: string) =>
    `${calendarShiftsContract.path.replace(':accountId', seed.denseAccountId)}?${new URLSearchParams({ from, to })}`;
  const monthPath = calendarPath(seed.month.from, seed.month.to);
  const app = await buildApp({ config, connection });
  cleanups.push(() => app.close());
  // Timestamps of a month-window request's lifecycle (Fastify hooks) and the statements it ran, to tell
  // where its time goes. The client process sends one request at a time, so while `recording` is on each
  // month-window request gets a fresh `captured` list when it arrives, filed with its phases when it is sent.
  const inFlight = new WeakMap<object, RequestRecord>();
  const monthRequests: RequestRecord[] = [];
  let recording = false;
  const mark = (request: FastifyRequest, name: Exclude<keyof Phases, 'received'>) => {
    const record = inFlight.get(request);
    if (record) {
      record.phases[name] = performance.now();
    }
  };
  app.addHook('onRequest', async (request) => {
    // The client's second sample of the month window (through fetch) is marked and not broken down.
    if (recording && request.url === monthPath && request.headers[fetchSampleHeader] === undefined) {
      const record: RequestRecord = { phases: { received: performance.now() }, statements: [] };
      inFlight.set(request, record);
      captured = record.statements;
    }
  });
  app.addHook('preValidation', async (request) => mark(request, 'validating'));
  app.addHook('preHandler', async (request) => mark(request, 'handling'));
  app.addHook('preSerialization', async (request, _reply, payload) => {
    mark(request, 'serializing');
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    mark(request, 'sending');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    mark(request, 'done');
    const record = inFlight.get(request);
    if (record) {
      monthRequests.push(record);
      if (captured === record.statements) {
        captured = null;
      }
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`app listening on ${baseUrl}`);

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!login.ok) {
    throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  }
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  captured = [];
  const probe = await fetch(`${baseUrl}${monthPath}`, { headers });
  const probeBody = await probe.text();
  const oneRequest: Statement[] = captured;
  captured = null;
  if (!probe.ok) {
    log(`the calendar API answered ${probe.status}: ${probeBody.slice(0, 300)}`);
    log('no API figures: is the calendar route registered in apps/server/src/app.ts?');
    return;
  }
  const payload = JSON.parse(probeBody) as z.output<typeof calendarShiftsContract.response>;
  log(
    `month window answers ${payload.shifts.id.length} shifts (truncated: ${payload.truncated}), ${probeBody.length} bytes`,
  );

  const calendarStatement = [...oneRequest].sort((a, b) => b.rows - a.rows)[0];
  if (!calendarStatement) {
    throw new Error('no statement captured for a calendar request');
  }
  const sqlClient = new pg.Client({ connectionString: databaseUrl });
  await sqlClient.connect();
  cleanups.push(() => sqlClient.end());
  const tinyFrom = seed.month.from;
  const tinyTo = new Date(new Date(seed.month.from).getTime() + 1).toISOString();
  const tinyPath = calendarPath(tinyFrom, tinyTo);
  const tinyItems = (
    (await (await fetch(`${baseUrl}${tinyPath}`, { headers })).json()) as { shifts?: { id?: unknown[] } }
  ).shifts?.id?.length;

  // The measuring client runs in a process of its own, like a browser on another machine and like the
  // plain-SQL baseline's server: receiving 450 KB must not compete with the app for its event loop. It
  // sends one request at a time, warm-up rounds first; the hooks above record the app's side of each.
  const job: ClientJob = {
    baseUrl,
    headers,
    monthPath,
    tinyPath,
    fetchSampleHeader,
    databaseUrl,
    statement: { text: calendarStatement.text, values: calendarStatement.values },
    oneRequest: oneRequest.map(({ text, values }) => ({ text, values })),
    warmupRuns: settings.warmupRuns,
    apiRuns: settings.apiRuns,
  };
  monthRequests.length = 0;
  recording = true;
  let client: ClientSamples;
  const profiler = settings.cpuProfileDir ? await startCpuProfile() : null;
  try {
    client = await timed(`${settings.apiRuns} rounds of API / SQL / small window (client process)`, () =>
      runClient(job, cleanups),
    );
  } finally {
    recording = false;
    if (profiler && settings.cpuProfileDir) {
      log(`CPU profile of the app process: ${await profiler.stop(settings.cpuProfileDir)}`);
    }
  }
  const monthRuns = settings.warmupRuns + settings.apiRuns;
  if (monthRequests.length !== monthRuns || client.http.length !== settings.apiRuns) {
    throw new Error(
      `the app recorded ${monthRequests.length} month-window requests and the client ${client.http.length} ` +
        `samples; expected ${monthRuns} (with warm-up) and ${settings.apiRuns}`,
    );
  }
  // The measured rounds, aligned by index with the client's http samples.
  const measured = monthRequests.slice(-settings.apiRuns);
  const phaseLog = measured.map((record) => record.phases);
  const dbMs = (statements: Statement[], calendar: boolean) =>
    statements
      .filter((statement) => (statement.text === calendarStatement.text) === calendar)
      .reduce((sum, statement) => sum + statement.ms, 0);
  const samples = {
    ...client,
    inject: [] as number[],
    calendarDb: measured.map((record) => dbMs(record.statements, true)),
    otherDb: measured.map((record) => dbMs(record.statements, false)),
  };
  // In-process by definition, so after the client is gone: nothing else runs meanwhile.
  await timed(`${settings.apiRuns} API requests in-process (inject)`, async () => {
    for (let run = -settings.warmupRuns; run < settings.apiRuns; run += 1) {
      const start = performance.now();
      await app.inject({ method: 'GET', url: monthPath, headers });
      const took = performance.now() - start;
      if (run >= 0) {
        samples.inject.push(took);
      }
    }
  });
  const api = summarize(samples.http);
  const sql = summarize(samples.sql);
  const phaseOf = (from: keyof Phases, to: keyof Phases) =>
    summarize(phaseLog.map((phase) => (phase[to] ?? Number.NaN) - (phase[from] ?? Number.NaN)));
  const handlerMs = phaseLog.map(
    (phase) => (phase.serializing ?? Number.NaN) - (phase.handling ?? Number.NaN),
  );
  const handlerJs = summarize(
    handlerMs.map((took, index) => took - (samples.calendarDb[index] ?? 0) - (samples.otherDb[index] ?? 0)),
  );
  const serverTotal = phaseOf('received', 'done');
  // Two intervals from two processes. 'done' is when the app's event loop learns that the last write
  // completed, which on a busy machine can be after the client has read it all: a sample can dip below 0.
  const outsideServer = summarize(
    samples.http.map((took, index) => {
      const phase = phaseLog[index];
      return phase?.done !== undefined ? took - (phase.done - phase.received) : Number.NaN;
    }),
  );
  const responseSchema = calendarShiftsContract.response;
  const encoded = z.safeEncode(responseSchema, payload);
  const otherStatements = oneRequest.length - 1;

  const rows: string[][] = [['', 'runs', 'min', 'mean', 'p50', 'p95', 'p99', 'note']];
  rows.push(
    summaryRow(
      'API over HTTP (month window)',
      api,
      `${payload.shifts.id.length} shifts, ${(probeBody.length / 1024).toFixed(0)} KB`,
    ),
  );
  rows.push(
    summaryRow('  the same through fetch (client streams)', summarize(samples.fetch), 'for comparison'),
  );
  rows.push(
    summaryRow('plain SQL, the calendar query (node-postgres)', sql, `${calendarStatement.rows} rows`),
  );
  rows.push(
    summaryRow(
      `plain SQL, all ${oneRequest.length} statements of a request`,
      summarize(samples.sqlAll),
      'with the actor lookup',
    ),
  );
  rows.push(['where the API time goes (per request):', '', '', '', '', '', '', '']);
  rows.push(summaryRow('  server, first byte in -> response sent', serverTotal, 'fastify hooks'));
  rows.push(
    summaryRow('    routing, headers (onRequest -> preValidation)', phaseOf('received', 'validating')),
  );
  rows.push(summaryRow('    query validation, zod (-> preHandler)', phaseOf('validating', 'handling')));
  rows.push(summaryRow('    handler (-> preSerialization)', summarize(handlerMs)));
  rows.push(
    summaryRow(
      '      DB: calendar query (pool.query)',
      summarize(samples.calendarDb),
      'wire + node-pg parsing',
    ),
  );
  rows.push(
    summaryRow(
      `      DB: the other ${otherStatements} statement(s)`,
      summarize(samples.otherDb),
      'actor lookup, reused for 2 s',
    ),
  );
  rows.push(summaryRow('      rest: drizzle row mapping, JWT, CASL, presenter', handlerJs));
  rows.push(summaryRow('    serialization: JSON (no zod: decision 0009)', phaseOf('serializing', 'sending')));
  rows.push(summaryRow('    onSend -> response written', phaseOf('sending', 'done')));
  rows.push(
    summaryRow(
      '  client + socket (fetch total - server)',
      outsideServer,
      "client process's receive + socket",
    ),
  );
  rows.push(['in isolation:', '', '', '', '', '', '', '']);
  rows.push(summaryRow('  API in-process (inject, no socket)', summarize(samples.inject)));
  rows.push(
    summaryRow('  API, 1 ms window (fixed cost per request)', summarize(samples.tiny), `${tinyItems} shifts`),
  );
  rows.push(
    summaryRow(
      '  zod check of the answer (the route skips it)',
      summarize(sampleSync(settings.apiRuns, () => z.safeEncode(responseSchema, payload))),
    ),
  );
  rows.push(
    summaryRow(
      '  JSON.stringify of the answer',
      summarize(sampleSync(settings.apiRuns, () => JSON.stringify(encoded.data))),
    ),
  );
  rows.push(
    summaryRow(
      '  JSON.parse of the answer (browser side)',
      summarize(sampleSync(settings.apiRuns, () => JSON.parse(probeBody))),
    ),
  );

  const plan = await sqlClient.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${calendarStatement.text}`,
    calendarStatement.values,
  );

  // 4. Chromium drawing the month.
  let render: RenderRun[] = [];
  let renderError: string | null = null;
  if (!settings.skipRender) {
    try {
      render = await timed(`Chromium x${settings.renderRuns}`, () =>
        measureCalendarRender({
          baseUrl,
          calendarPath: paths.shiftsCalendar,
          regionLabel: shiftsFi.calendar.label,
          nextLabel: shiftsFi.calendar.views.next,
          email: admin.email,
          password: admin.password,
          runs: settings.renderRuns,
          executablePath: settings.chromium,
        }),
      );
    } catch (error) {
      renderError = error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
    }
  }

  const openRender = render.map((run) => run.open.renderAfterResponse);
  const renderMedian = median(openRender);
  const ratio95 = api.p95 / sql.p95;
  const ratio50 = api.p50 / sql.p50;
  const out: string[] = [
    '',
    `Calendar benchmark: 200,000 shifts over 50 accounts; dense account, month ${seed.month.label} (Helsinki)`,
    `[${seed.month.from}, ${seed.month.to}); ${settings.apiRuns} sequential requests after ${settings.warmupRuns} warm-up; times in ms`,
    '',
    table(rows),
    'The client (fetch, node-postgres) runs in a process of its own, apart from the app and PostgreSQL;',
    'inject runs in the app process, after the client finished.',
    '',
  ];
  if (render.length > 0) {
    const row = (label: string, values: number[], note = '') => [
      label,
      ms(median(values)),
      values.map(ms).join(' '),
      note,
    ];
    const cpuRow = (label: string, cpus: RendererCpu[]) => [
      label,
      ms(median(cpus.map((cpu) => cpu.tasks))),
      `script ${ms(median(cpus.map((cpu) => cpu.script)))}, layout ${ms(median(cpus.map((cpu) => cpu.layout)))}, ` +
        `style ${ms(median(cpus.map((cpu) => cpu.style)))}`,
      'main-thread CPU (medians)',
    ];
    const renderRows: string[][] = [
      ['Chromium, calendar page (month view)', 'median', `${render.length} runs`, 'note'],
      row('open: data response arrived -> month drawn', openRender, `target < ${targets.renderMs}`),
      row(
        'open: navigation -> data response arrived',
        render.map((run) => run.open.responseEnd),
      ),
      row(
        'open: navigation -> month drawn',
        render.map((run) => run.open.renderedAt),
      ),
      cpuRow(
        'open: renderer, whole page load',
        render.map((run) => run.open.cpu),
      ),
      row(
        'next month: data response -> drawn',
        render.map((run) => run.next.renderAfterResponse),
      ),
      row(
        'next month: click -> drawn',
        render.map((run) => run.next.clickToDrawn),
      ),
      cpuRow(
        'next month: renderer, click -> drawn',
        render.map((run) => run.next.cpu),
      ),
    ];
    const marks = new Map<string, number[]>();
    for (const run of render) {
      for (const [name, value] of Object.entries(run.pageMarks)) {
        marks.set(name, [...(marks.get(name) ?? []), value]);
      }
    }
    for (const [name, values] of marks) {
      renderRows.push(row(`page's own ${name}`, values));
    }
    out.push(table(renderRows));
    const last = render[render.length - 1];
    if (last) {
      for (const [label, drawing] of [
        ['open', last.open],
        ['next month', last.next],
      ] as const) {
        out.push(
          `${label}: ${drawing.responseItems} shifts in the data response; ${drawing.eventElements} event boxes ` +
            `drawn + ${drawing.inMoreLinks} behind the days' "+N more" links`,
        );
      }
    }
    out.push('');
  } else {
    out.push(
      `Chromium render: not measured${renderError ? ` (${renderError})` : ' (BENCH_SKIP_RENDER=1)'}`,
      '',
    );
  }
  out.push(
    table([
      ['target', 'measured', 'result'],
      [`API p95 < ${targets.apiP95Ms} ms`, ms(api.p95), verdict(api.p95 < targets.apiP95Ms)],
      [
        `API p95 < ${targets.apiToSqlRatio}x plain SQL p95`,
        `${ratio95.toFixed(2)}x (p50 ${ratio50.toFixed(2)}x)`,
        verdict(ratio95 < targets.apiToSqlRatio),
      ],
      [
        `render < ${targets.renderMs} ms`,
        render.length > 0 ? ms(renderMedian) : 'n/a',
        render.length > 0 ? verdict(renderMedian < targets.renderMs) : 'not measured',
      ],
    ]),
    '',
    'The calendar query as the repository issues it, and its plan:',
    calendarStatement.text,
    `params: ${JSON.stringify(calendarStatement.values)}`,
    ...plan.rows.map((row) => `  ${row['QUERY PLAN']}`),
    '',
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('calendar benchmark failed:', error);
    process.exit(1);
  },
);
