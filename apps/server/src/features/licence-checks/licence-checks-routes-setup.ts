import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');

/** A real, minimal PDF, as a screenshot-to-PDF of the register page would be. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const sampleCheck = (overrides: Record<string, unknown> = {}) => ({
  kind: 'professional_licence',
  register: 'terhikki',
  registrationNumber: '10012345678',
  result: 'confirmed',
  registerShowed: 'Laillistettu sairaanhoitaja, syntymävuosi 1990, ei rajoituksia',
  scope: ['sairaanhoitaja'],
  validFrom: '2015-06-01',
  validUntil: null,
  ...overrides,
});

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const addWorker = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(
      db,
      { profession: 'sairaanhoitaja', ...overrides, accountId: overrides.accountId ?? tenancy.accountA1.id },
      { licence: false },
    );
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman' });
  const workerOfB1 = await addWorker({
    firstName: 'Bea',
    lastName: 'Toinen',
    accountId: tenancy.accountB1.id,
  });
  return { ...tenancy, worker, workerOfB1, addWorker };
}

/** A fresh app and world per test, and the calls the licence-check tests make. */
export function useLicenceChecksRoutes() {
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

  const db = () => context.test.database.connection.db;
  const url = (workerId = context.world.worker.id, accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/workers/${workerId}/licence-checks`;
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const record = (payload: object, options: { workerId?: string; accountId?: string; token?: string } = {}) =>
    staff({ method: 'POST', url: url(options.workerId, options.accountId), payload }, options.token);
  const list = (workerId?: string, token?: string) => staff({ method: 'GET', url: url(workerId) }, token);
  const upload = (checkId: string, content: Buffer, name = 'terhikki.pdf') =>
    staff({
      method: 'POST',
      url: `${url()}/${checkId}/evidence?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: content,
    });
  const download = (checkId: string, token?: string) =>
    staff({ method: 'GET', url: `${url()}/${checkId}/evidence` }, token);
  const expiring = (token?: string, accountId = context.world.accountA1.id) =>
    staff({ method: 'GET', url: `/api/accounts/${accountId}/licence-checks/expiring` }, token);

  return Object.assign(context, { db, url, staff, record, list, upload, download, expiring });
}
