import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
export type Role = keyof World['users'];
export type JobAdJson = {
  id: string;
  title: string;
  status: string;
  publishedAt: string | null;
  keywords: string[];
  questions: string[];
};

/** A job ad body as the form sends it, with overrides. */
export const jobAdBody = (overrides: object = {}) => ({
  title: 'Sairaanhoitaja keikoille',
  role: 'sairaanhoitaja',
  region: 'Pirkanmaa',
  city: 'Tampere',
  employmentType: 'gig',
  startsOn: '2026-12-01',
  validThrough: '2026-12-31',
  payText: '25–32 €/h kokemuksen mukaan',
  description: 'Keikkoja Tampereen hoivakodeissa.\n\nJoustavat vuorot.',
  keywords: ['yövuorot', 'hoiva'],
  publish: true,
  ...overrides,
});

/** A test app with a fresh tenancy before each test and a signed-in token per role (A1's users). */
export function useJobAdsWorld() {
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
  const url = (suffix = '') => `/api/accounts/${state.world.accountA1.id}/job-ads${suffix}`;
  const create = async (overrides: object = {}, role: Role = 'admin') =>
    state.test.request(state.tokens[role], { method: 'POST', url: url(), payload: jobAdBody(overrides) });
  const createdAd = async (overrides: object = {}) => (await create(overrides)).json<JobAdJson>();
  return { state, url, create, createdAd };
}
