import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');
export const day = 24 * 60 * 60 * 1000;
export const linkPattern = /\/invite\/document-request\/([A-Za-z0-9_-]+)/;

/** A real, minimal PDF and PNG (1×1 pixel), as a phone would send them. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const smallPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const addWorker = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(db, { locale: 'fi', ...overrides, accountId: overrides.accountId ?? tenancy.accountA1.id });
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman' });
  const secondWorker = await addWorker({ firstName: 'Ville', lastName: 'Virtanen' });
  const workerOfB1 = await addWorker({
    firstName: 'Bea',
    lastName: 'Toinen',
    accountId: tenancy.accountB1.id,
  });
  return { ...tenancy, worker, secondWorker, workerOfB1 };
}

export const sampleRequest = (workerId: string, overrides: Record<string, unknown> = {}) => ({
  workerId,
  title: 'Aloitusasiakirjat',
  description: 'Tarvitsemme nämä ennen ensimmäistä vuoroa.',
  mandatory: true,
  deadline: '2026-11-30',
  documents: [
    { name: 'Laillistamistodistus', kind: 'licence' },
    { name: 'Verokortti', kind: 'tax-card' },
  ],
  ...overrides,
});

/**
 * The shared set-up of the document-request route tests (split by who acts: staff, the worker's link):
 * a fresh app and world per test, and the calls the tests make.
 */
export function useDocumentRequestsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildWorld>>,
    adminToken: '',
    // Each test answers from its own address, so the per-address limits of the public routes do not carry over.
    address: '',
  };
  let addressCounter = 0;

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
    addressCounter += 1;
    context.address = `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  });

  const db = () => context.test.database.connection.db;
  const url = (path = '', accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/document-requests${path}`;
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const create = (payload: object, token?: string) => staff({ method: 'POST', url: url(), payload }, token);

  /** Creates a request through the API and reads the link's secret from the outbox, as the worker would. */
  async function createWithToken(payload: object = sampleRequest(context.world.worker.id)) {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'document-request'));
    const text = mails.at(-1)?.text ?? '';
    const token = linkPattern.exec(text)?.[1];
    if (!token) {
      throw new Error(`no link in ${text}`);
    }
    const request = response.json<{ id: string; documents: { id: string }[] }>();
    return {
      token,
      request,
      documentIds: request.documents.map((document) => document.id),
      mail: mails.at(-1),
    };
  }

  const publicCall = (options: InjectOptions) =>
    context.test.request(null, { ...options, remoteAddress: context.address });
  const show = (token: string) =>
    publicCall({ method: 'GET', url: `/api/public/document-requests/${encodeURIComponent(token)}` });
  const upload = (token: string, documentId: string, content: Buffer, name = 'todistus.pdf') =>
    publicCall({
      method: 'POST',
      url: `/api/public/document-requests/${token}/documents/${documentId}/file?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: content,
    });
  const answerLink = (token: string, documentId: string, payload: object) =>
    publicCall({
      method: 'POST',
      url: `/api/public/document-requests/${token}/documents/${documentId}/link`,
      payload,
    });
  const review = (requestId: string, documentId: string, payload: object, token?: string) =>
    staff({ method: 'POST', url: url(`/${requestId}/documents/${documentId}/review`), payload }, token);

  return Object.assign(context, {
    db,
    url,
    staff,
    create,
    createWithToken,
    show,
    upload,
    answerLink,
    review,
  });
}
