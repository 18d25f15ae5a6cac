import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertTestImage } from '../../testing/test-images';

/** Tuesday 24 November 2026, noon in Helsinki. */
export const start = new Date('2026-11-24T10:00:00Z');

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const addWorker = (overrides: Partial<typeof users.$inferInsert>) =>
    buildWorker(db, { ...overrides, accountId: overrides.accountId ?? tenancy.accountA1.id });
  return {
    ...tenancy,
    coverId: await insertTestImage(db, tenancy.accountA1.id),
    coverOfB1: await insertTestImage(db, tenancy.accountB1.id),
    nurseInTampere: await addWorker({
      addressRegion: 'Pirkanmaa',
      addressCity: 'Tampere',
      profession: 'sairaanhoitaja',
    }),
    practicalNurseInEspoo: await addWorker({
      addressRegion: 'Uusimaa',
      addressCity: 'Espoo',
      profession: 'lähihoitaja',
    }),
  };
}

export const sampleAnnouncement = (coverImageId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Joulun lisävuorot',
  summary: 'Tarvitsemme tekijöitä joulun ajalle.',
  text: 'Joulun ja uudenvuoden välillä on tarjolla lisävuoroja. Hae sovelluksesta.',
  expiresOn: '2026-12-31',
  coverImageId,
  targets: { region: null, cities: [], roles: [] },
  sticky: false,
  isDraft: false,
  campaignId: null,
  ...overrides,
});

/** The shared set-up of the announcement route tests: a fresh app and world per test, and the calls made. */
export function useAnnouncementsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildWorld>>,
    adminToken: '',
  };
  beforeAll(async () => {
    context.test = await createTestApp();
  });
  afterAll(async () => {
    await context.test.close();
  });
  beforeEach(async () => {
    context.test.clock.set(start);
    await context.test.database.reset();
    context.world = await buildWorld(context.test.database.connection.db);
    context.adminToken = await context.test.signIn(context.world.users.admin.email);
  });

  const url = (path = '', accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/announcements${path}`;
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const create = (overrides: Record<string, unknown> = {}, token?: string) =>
    staff(
      { method: 'POST', url: url(), payload: sampleAnnouncement(context.world.coverId, overrides) },
      token,
    );
  async function created(overrides: Record<string, unknown> = {}) {
    const response = await create(overrides);
    if (response.statusCode !== 201) {
      throw new Error(response.body);
    }
    return response.json<{ id: string; status: string }>();
  }
  const feedToken = async (workerId: string) =>
    (
      await staff({
        method: 'POST',
        url: `/api/accounts/${context.world.accountA1.id}/worker-feed-tokens`,
        payload: { workerId },
      })
    ).json<{ token: string; expiresAt: string }>();
  const feed = (token: string | null) =>
    context.test.request(null, {
      method: 'GET',
      url: '/api/worker-app/announcements',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  return Object.assign(context, { url, staff, create, created, feedToken, feed });
}
