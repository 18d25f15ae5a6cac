import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testPersonalDataCipher } from '../../testing/test-personal-data-cipher';
import { buildPayrollWorld } from './payroll-test-world';

/**
 * The shared set-up of the payroll route tests (lists, payrolls, quick pay): registers the hooks of a fresh
 * app and world per test (the workers' details sealed with the test apps' key), signed in as the world's
 * admin. `test`, `world` and `adminToken` are fields of the returned object because each test gets new ones.
 */
export function usePayrollRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildPayrollWorld>>,
    adminToken: '',
  };
  beforeAll(async () => {
    context.test = await createTestApp();
  });
  afterAll(async () => {
    await context.test.close();
  });
  beforeEach(async () => {
    await context.test.database.reset();
    context.world = await buildPayrollWorld(context.test.database.connection.db, testPersonalDataCipher);
    context.adminToken = await context.test.signIn(context.world.users.admin.email);
  });
  return context;
}
