import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/testing/database-test-files.ts';
import { loginPage } from './apps/web/build/login-page-plugin.ts';

const serverRoot = new URL('./apps/server', import.meta.url).pathname;

// The server's settings, shared by its PGlite project and its PostgreSQL pass.
const serverTest = {
  root: './apps/server',
  environment: 'node',
  env: { TZ: 'UTC' },
  // Timeouts live here, not in test files: generous on 2 shared cores, and far below a hang.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['./src/testing/global-setup.ts'],
  isolate: false,
} as const;

/**
 * Projects: pure domain rules, server tests on PGlite, web components in jsdom, and `server-pg`: the
 * server tests that touch SQL (they reach testing/test-database.ts, see database-test-files.ts) again on a
 * real PostgreSQL. `server-pg` exists only when DATABASE_URL is set (scripts/with-postgres.sh), so a
 * plain `vitest run` never runs them twice.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          globals: true,
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: { ...serverTest, name: 'server', include: ['src/**/*.test.ts'] },
      },
      ...(process.env.DATABASE_URL
        ? [{ test: { ...serverTest, name: 'server-pg', include: databaseTestFiles(`${serverRoot}/src`) } }]
        : []),
      {
        // loginPage: the login page's texts per language (virtual:login-texts/<language>, decision 0049).
        plugins: [react(), loginPage(new URL('./apps/web/', import.meta.url).pathname)],
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          env: { TZ: 'UTC' },
          // A whole-app render on 2 shared cores can take seconds; findBy/waitFor give up after 5 s
          // (setup-tests.ts), so a test must have room for more than one such wait.
          testTimeout: 20_000,
          // One jsdom and one import of the app per worker, not per file: halves the project's CPU time.
          // Safe because setup-tests.ts resets what tests share (DOM, storage, toasts, stubs, language)
          // and no web test mocks modules.
          isolate: false,
        },
      },
    ],
  },
});
