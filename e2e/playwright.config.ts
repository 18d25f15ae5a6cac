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
  fullyParallel: false,
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  // One worker: the specs share one server, and the update-dialog spec changes its deployed version.
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
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
