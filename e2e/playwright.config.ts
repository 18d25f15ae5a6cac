import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  accessTokenTtlSeconds,
  baseUrl,
  dataDir,
  e2eTmpDir,
  portalPort,
  repoRoot,
  smtpPort,
  webDistCopy,
} from './support/paths';

const isCi = Boolean(process.env.CI);

const accountDataSpecs = [
  'shifts-core-loop.spec.ts',
  'shifts-action-center.spec.ts',
  'shifts-calendar.spec.ts',
  // Books shifts of the demo account (and an expired licence is refused there): not beside the counters.
  'recruitment-pipeline.spec.ts',
];
const deploymentSpecs = ['update-dialog.spec.ts'];

const chromium = {
  ...devices['Desktop Chrome'],
  locale: 'fi-FI',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * End-to-end suite: the real portal (built web app + Fastify server on embedded PGlite with the demo
 * data) driven in Debian's Chromium. Never run `playwright install`: this machine cannot download
 * browsers, /usr/bin/chromium is used instead.
 */
export default defineConfig({
  testDir: './specs',
  // An SMTP server for the portal's e-mail, up for the whole run: specs read links sent to workers.
  globalSetup: './support/mail-catcher.ts',
  outputDir: path.join(e2eTmpDir, 'test-results'),
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  // Two workers on the 2-core machine: each spec signs in as its own users (support/spec-users.ts), and
  // the projects below keep apart the specs that would still disturb each other.
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(e2eTmpDir, 'results.json') }],
  ],
  use: {
    baseURL: baseUrl,
    // The web app follows the browser language when it supports it: Finnish is the default.
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // The app honours "reduce motion" (theme.respectReducedMotion): toasts and dialogs appear without
    // fading, so axe never measures the blended colours of a toast half faded in or out.
    reducedMotion: 'reduce',
    // A trace records every action's snapshots and cost a third of a test's time: only a retried test keeps one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Specs that count the demo account's shifts (the action-center badge, the booking tab, a full
      // calendar day) while others add or book shifts there: one at a time, beside the parallel project.
      name: 'account-data',
      testMatch: accountDataSpecs,
      workers: 1,
      use: chromium,
    },
    {
      name: 'parallel',
      testIgnore: [...accountDataSpecs, ...deploymentSpecs],
      fullyParallel: true,
      use: chromium,
    },
    {
      // Rewrites the served version.json, which every open page checks: alone, after all the others.
      name: 'deployment',
      testMatch: deploymentSpecs,
      dependencies: ['account-data', 'parallel'],
      use: chromium,
    },
  ],
  webServer: {
    command: 'bash e2e/support/start-portal.sh',
    cwd: repoRoot,
    url: `${baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(portalPort),
      HOST: '127.0.0.1',
      // Empty counts as unset: always embedded PGlite, even inside scripts/with-postgres.sh.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST_DIR: webDistCopy,
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
    },
  },
});
