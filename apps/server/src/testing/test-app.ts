import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@portal/domain/access';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseConnection } from '../db/client';
import type { Clock } from '../lib/clock';
import { testPassword } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testSealingEnv } from './test-sealing-certificate';

/** A clock tests can move. */
export type TestClock = Clock & { set(instant: Date): void; advance(milliseconds: number): void };

export function createTestClock(start = new Date('2026-11-22T10:00:00Z')): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (instant) => {
      current = instant;
    },
    advance: (milliseconds) => {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}

/** Where every test app keeps received files (FILES_DIR): the system's temporary folder, never ./data. */
export const testFilesDir = path.join(tmpdir(), 'portal-test-files');

/** The personal data key of every test app (a reset database keeps no generated key), base64 of 32 bytes. */
export const testPersonalDataKey = Buffer.alloc(32, 7).toString('base64');

/**
 * The environment every test app starts with: quiet, no web build, test deliveries to the Incomes Register
 * (the payer's details are the organization's: wage-reports-test-world.ts sets them).
 */
const testEnv: NodeJS.ProcessEnv = {
  PERSONAL_DATA_KEY: testPersonalDataKey,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '.tmp/no-web-app',
  FILES_DIR: testFilesDir,
};

/** One running app instance on a database it does not own (several can share one: see test-cluster.ts). */
export type TestInstance = {
  app: FastifyInstance;
  clock: TestClock;
  /** Every route the app registered, with the success status its contract declares. */
  routes: { method: string; url: string; successStatus: number }[];
  /** Signs in through the real login route; returns the access token. */
  signIn(email: string, password?: string): Promise<string>;
  /** `app.inject` with a Bearer token. */
  request(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app only; the database stays open for the other instances. */
  close(): Promise<void>;
};

export type TestApp = Omit<TestInstance, 'close'> & {
  database: TestDatabase;
  close(): Promise<void>;
};

/** Builds and readies an app on `connection`, as `buildApp` does in the server, with a test clock. */
export async function createTestInstance(options: {
  connection: DatabaseConnection;
  env?: NodeJS.ProcessEnv;
  clock?: TestClock;
  logStream?: { write(line: string): void };
}): Promise<TestInstance> {
  const clock = options.clock ?? createTestClock();
  const config = loadConfig({ ...testEnv, ...testSealingEnv(), ...options.env });
  const routes: TestInstance['routes'] = [];
  const app = await buildApp({
    config,
    connection: options.connection,
    clock,
    logStream: options.logStream,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, successStatus: route.successStatus });
      }
    },
  });
  await app.ready();
  return {
    app,
    clock,
    routes,
    async signIn(email, password = testPassword) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<{ accessToken: string }>().accessToken;
    },
    request(token, injectOptions) {
      return app.inject({
        ...injectOptions,
        headers: { ...injectOptions.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
    },
  };
}

export async function createTestApp(
  options: { env?: NodeJS.ProcessEnv; clock?: TestClock; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const instance = await createTestInstance({ ...options, connection: database.connection });
  return {
    ...instance,
    database,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}

export type RoleTokens = Record<StaffRole, string>;
