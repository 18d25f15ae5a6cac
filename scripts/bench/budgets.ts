/**
 * Performance budgets (a measurement, not a test): `npm run bench:budgets`, see docs/benchmarks.md and
 * decision 0025.
 *
 * Builds the web app (or takes BENCH_WEB_DIST), starts the real portal on a free port as `npm start` does
 * (embedded PGlite in a throwaway folder, demo data), and reports for the login page and the gigs list
 * after sign-in:
 *   - the compressed JS and CSS bytes a first visit transfers (budgets-transfer.ts);
 *   - Lighthouse performance (mobile and desktop) and accessibility (budgets-lighthouse.ts).
 * And the same for the public job board `/apply` (issue 16 §1: ≤ 100 KB, mobile performance ≥ 95).
 * One table with the targets and pass/miss. It exits 0 when a target is missed; only a broken setup fails it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { paths as authPaths, loginPathFor } from '../../apps/web/src/features/auth/auth.paths';
import { paths as gigsPaths } from '../../apps/web/src/features/gigs/gigs.paths';
import { table } from './bench-stats';
import { type FormFactor, type LighthouseScores, runLighthouse } from './budgets-lighthouse';
import { measurePublicPage, measureTransfer, type TransferedFile } from './budgets-transfer';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A demo sign-in (apps/server/src/db/seed/demo-users.ts): the admin sees the gigs list of the demo account.
const demoUser = { email: 'admin@demo.example', password: 'demo1234' };
const kilobyte = 1024;
const targets = {
  loginKb: 120,
  gigsListKb: 200,
  applyKb: 100,
  performance: { mobile: 90, desktop: 98 } satisfies Record<FormFactor, number>,
  /** The public job board is held to more (issue 16 §1): it is a nurse's first look, often on a phone. */
  applyPerformance: { mobile: 95, desktop: 98 } satisfies Record<FormFactor, number>,
  accessibility: 100,
};

function log(message: string): void {
  process.stdout.write(`[budgets] ${message}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function webDist(): Promise<string> {
  if (process.env.BENCH_WEB_DIST) {
    return path.resolve(process.env.BENCH_WEB_DIST);
  }
  const outDir = path.join(repoRoot, 'apps/web/dist');
  log('building the web app');
  await build({
    root: path.join(repoRoot, 'apps/web'),
    configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The portal as `npm start` runs it, in its own process group (stopped with everything it started). */
function startPortal(port: number, dataDir: string, distDir: string): ChildProcess {
  return spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST_DIR: distDir,
    },
  });
}

async function waitForHealth(baseUrl: string, portal: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) {
      throw new Error(`the portal exited with ${portal.exitCode}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the portal did not answer ${baseUrl}/api/health in ${timeoutMs / 1000} s`);
}

/** A fresh session of the demo user, as the login page stores it (lib/storage.ts). */
async function signedInStorage(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoUser),
  });
  if (!response.ok) {
    throw new Error(`signing in failed: ${response.status} ${await response.text()}`);
  }
  const pair = (await response.json()) as { accessToken: string; refreshToken: string };
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

const sum = (files: readonly TransferedFile[]) => files.reduce((total, file) => total + file.bytes, 0);
const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');

async function main(): Promise<void> {
  const distDir = await webDist();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-budgets-data-'));
  log(`starting the portal on ${baseUrl}`);
  const portal = startPortal(port, dataDir, distDir);
  try {
    await waitForHealth(baseUrl, portal);
    log('measuring the bytes of a first visit (login, then the gigs list after signing in)');
    const transfer = await measureTransfer({
      baseUrl,
      chromiumPath,
      chromiumFlags,
      loginPath: loginPathFor(gigsPaths.gigsList),
      gigsListPath: gigsPaths.gigsList,
      ...demoUser,
    });
    const loginBytes = sum(transfer.login);
    const gigsBytes = loginBytes + sum(transfer.afterSignIn);
    log('measuring the bytes of /apply');
    const applyFiles = await measurePublicPage({ baseUrl, path: '/apply', chromiumPath, chromiumFlags });
    const applyBytes = sum(applyFiles);

    const pages = [
      { name: 'login', url: `${baseUrl}${authPaths.login}`, signedIn: false },
      { name: 'gigs list', url: `${baseUrl}${gigsPaths.gigsList}`, signedIn: true },
      { name: 'apply', url: `${baseUrl}/apply`, signedIn: false },
    ];
    const scores: Record<string, Partial<Record<FormFactor, LighthouseScores>>> = {};
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        log(`Lighthouse: ${page.name}, ${formFactor}`);
        const session = page.signedIn ? await signedInStorage(baseUrl) : undefined;
        scores[page.name] = {
          ...scores[page.name],
          [formFactor]: await runLighthouse({
            url: page.url,
            formFactor,
            chromiumPath,
            chromiumFlags,
            session,
          }),
        };
      }
    }

    const rows: string[][] = [['measure', 'figure', 'target', '']];
    rows.push(
      ['login: JS+CSS transferred', kb(loginBytes), `≤ ${targets.loginKb} KB`],
      ['gigs list after sign-in: JS+CSS in total', kb(gigsBytes), `≤ ${targets.gigsListKb} KB`],
      ['apply: document (inline CSS) + JS + CSS', kb(applyBytes), `≤ ${targets.applyKb} KB`],
    );
    rows[1]?.push(verdict(loginBytes <= targets.loginKb * kilobyte));
    rows[2]?.push(verdict(gigsBytes <= targets.gigsListKb * kilobyte));
    rows[3]?.push(verdict(applyBytes <= targets.applyKb * kilobyte));
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const score = scores[page.name]?.[formFactor];
        const performance = score?.performance ?? 0;
        const accessibility = score?.accessibility ?? 0;
        const target = (page.name === 'apply' ? targets.applyPerformance : targets.performance)[formFactor];
        rows.push(
          [
            `${page.name}: performance (${formFactor})`,
            String(performance),
            `≥ ${target}`,
            verdict(performance >= target),
          ],
          [
            `${page.name}: accessibility (${formFactor})`,
            String(accessibility),
            `= ${targets.accessibility}`,
            verdict(accessibility >= targets.accessibility),
          ],
        );
      }
    }
    console.log(`\n${table(rows)}\n`);
    console.log('Lighthouse metrics (ms; CLS unitless):');
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const metrics = scores[page.name]?.[formFactor]?.metrics ?? {};
        const text = Object.entries(metrics)
          .map(([name, value]) => `${name} ${name === 'CLS' ? value.toFixed(3) : Math.round(value)}`)
          .join(', ');
        console.log(`  ${page.name} (${formFactor}): ${text}`);
      }
    }
    console.log('JS and CSS transferred (encoded bytes):');
    for (const [phase, files] of [
      ['login', transfer.login],
      ['after sign-in', transfer.afterSignIn],
      ['/apply', applyFiles],
    ] as const) {
      console.log(`  ${phase}: ${files.length} files, ${kb(sum(files))}`);
      for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${kb(file.bytes).padStart(10)}  ${file.url}`);
      }
    }
  } finally {
    if (portal.pid !== undefined && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal.once('exit', resolve));
      process.kill(-portal.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
