import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type ApplicantOptions, buildApplicant } from './applicant-factory';

export { buildApplicant };

type World = Awaited<ReturnType<typeof buildTenancy>>;
export type Role = keyof World['users'];

/** A test app with a fresh tenancy before each test and a signed-in token per role (A1's users). */
export function useApplicationsWorld() {
  const state = {} as { test: TestApp; world: World; tokens: Record<Role, string> };
  beforeAll(async () => {
    state.test = await createTestApp();
  });
  afterAll(async () => {
    await state.test.close();
  });
  beforeEach(async () => {
    await state.test.database.reset();
    state.world = await buildTenancy(state.test.database.connection.db);
    state.tokens = {} as Record<Role, string>;
    for (const role of ['admin', 'agent', 'customer'] as const) {
      state.tokens[role] = await state.test.signIn(state.world.users[role].email);
    }
  });
  const db = () => state.test.database.connection.db;
  const url = (suffix = '') => `/api/accounts/${state.world.accountA1.id}/applications${suffix}`;
  const applicant = (options: Omit<ApplicantOptions, 'accountId'> = {}) =>
    buildApplicant(db(), { accountId: state.world.accountA1.id, ...options });
  const request = (method: 'GET' | 'PUT' | 'POST', suffix: string, payload?: object, role: Role = 'admin') =>
    state.test.request(state.tokens[role], { method, url: url(suffix), ...(payload ? { payload } : {}) });
  return { state, db, url, applicant, request };
}
