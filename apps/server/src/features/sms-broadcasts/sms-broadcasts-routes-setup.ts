import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { smsOptOuts } from '../../db/schema/communications.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');

/**
 * Workers of account A1: three nurses in Uusimaa with a mobile, one without, one who opted out, one
 * lähihoitaja in Espoo and one in Pirkanmaa; a nurse in Uusimaa of account B1.
 */
async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const add = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(db, {
      addressRegion: 'Uusimaa',
      addressCity: 'Helsinki',
      profession: 'sairaanhoitaja',
      ...overrides,
      accountId: overrides.accountId ?? tenancy.accountA1.id,
    });
  const nurses = [
    await add({ mobile: '+358401000001', lastName: 'Aalto' }),
    await add({ mobile: '+358401000002', lastName: 'Berg' }),
    await add({ mobile: '+358401000003', lastName: 'Carlsson' }),
  ];
  const withoutMobile = await add({ mobile: null, lastName: 'Dahl' });
  const optedOut = await add({ mobile: '+358401000004', lastName: 'Ek' });
  await db
    .insert(smsOptOuts)
    .values({ accountId: tenancy.accountA1.id, mobile: '+358401000004', source: 'reply' });
  const practicalNurse = await add({
    mobile: '+358401000005',
    addressCity: 'Espoo',
    profession: 'lähihoitaja',
    lastName: 'Forsman',
  });
  const elsewhere = await add({ mobile: '+358401000006', addressRegion: 'Pirkanmaa', lastName: 'Grön' });
  const ofB1 = await add({ mobile: '+358401000007', accountId: tenancy.accountB1.id });
  return { ...tenancy, nurses, withoutMobile, optedOut, practicalNurse, elsewhere, ofB1 };
}

export const sampleBroadcast = (overrides: Record<string, unknown> = {}) => ({
  title: 'Vuoroja Uudellamaalla',
  message: 'Hei! Ensi viikolla on vuoroja tarjolla. Katso sovelluksesta.',
  targets: { region: 'Uusimaa', cities: [], roles: ['sairaanhoitaja'] },
  ...overrides,
});

/** The shared set-up of the bulk SMS route tests: a fresh app and world per test, and the calls they make. */
export function useSmsBroadcastsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildWorld>>,
    adminToken: '',
    agentToken: '',
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
    context.agentToken = await context.test.signIn(context.world.users.agent.email);
  });

  const db = () => context.test.database.connection.db;
  const url = (path = '', accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/sms-broadcasts${path}`;
  const call = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const create = (payload: object = sampleBroadcast(), token?: string) =>
    call({ method: 'POST', url: url(), payload }, token);
  async function createDraft(payload: object = sampleBroadcast()): Promise<string> {
    const response = await create(payload);
    if (response.statusCode !== 201) {
      throw new Error(response.body);
    }
    return response.json<{ id: string }>().id;
  }
  const send = (id: string, token?: string) => call({ method: 'POST', url: url(`/${id}/send`) }, token);
  const count = (id: string) => call({ method: 'GET', url: url(`/${id}/recipient-count`) });

  return Object.assign(context, { db, url, call, create, createDraft, send, count });
}
