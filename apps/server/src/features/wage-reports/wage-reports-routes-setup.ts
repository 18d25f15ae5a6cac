import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildWageReportWorld } from './wage-reports-test-world';

/**
 * The shared set-up of the wage report route tests (reports, the register's answers, separate reports):
 * registers the hooks of a fresh app and world per test, signed in as the world's admin. `test`, `world`
 * and `token` are fields of the returned object because each test gets new ones.
 */
export function useWageReportsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildWageReportWorld>>,
    token: '',
  };
  beforeAll(async () => {
    context.test = await createTestApp();
  });
  afterAll(async () => {
    await context.test.close();
  });
  beforeEach(async () => {
    await context.test.database.reset();
    context.world = await buildWageReportWorld(context.test.database.connection.db);
    context.token = await context.test.signIn(context.world.users.admin.email);
  });
  return context;
}
