import type { StaffRole } from '@portal/domain/access';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Clock } from '../lib/clock';
import { testPassword } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';

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

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  /** Every route the app registered, with the success status its contract declares. */
  routes: { method: string; url: string; successStatus: number }[];
  /** Signs in through the real login route; returns the access token. */
  signIn(email: string, password?: string): Promise<string>;
  /** `app.inject` with a Bearer token. */
  request(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: { env?: NodeJS.ProcessEnv; clock?: TestClock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? createTestClock();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '.tmp/no-web-app', ...options.env });
  const routes: TestApp['routes'] = [];
  const app = await buildApp({
    config,
    connection: database.connection,
    clock,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, successStatus: route.successStatus });
      }
    },
  });
  await app.ready();
  return {
    app,
    database,
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
      await database.close();
    },
  };
}

export type RoleTokens = Record<StaffRole, string>;
