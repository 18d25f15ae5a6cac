import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');
export const linkPattern = /\/q\/([A-Za-z0-9_-]+)/;

const place = { addressRegion: 'Uusimaa', addressCity: 'Espoo', profession: 'lähihoitaja' };

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const addWorker = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(db, {
      locale: 'fi',
      mobile: '+358401234567',
      ...place,
      ...overrides,
      accountId: overrides.accountId ?? tenancy.accountA1.id,
    });
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman' });
  const secondWorker = await addWorker({ firstName: 'Ville', lastName: 'Virtanen', locale: 'en' });
  const tampereWorker = await addWorker({
    firstName: 'Tiina',
    addressCity: 'Tampere',
    addressRegion: 'Pirkanmaa',
  });
  const workerOfB1 = await addWorker({ firstName: 'Bea', accountId: tenancy.accountB1.id });
  return { ...tenancy, worker, secondWorker, tampereWorker, workerOfB1 };
}

const options = [
  { id: 'aamu', label: 'Aamu' },
  { id: 'ilta', label: 'Ilta' },
];

/** A questionnaire with one question of each type, published and open until the end of December. */
export const sampleQuestionnaire = (overrides: Record<string, unknown> = {}) => ({
  title: 'Vuorotoiveet',
  description: 'Kerro toiveesi joulukuulle.',
  expiresOn: '2026-12-31',
  isDraft: false,
  questions: [
    { id: 'info', type: 'text', text: 'Vastaaminen vie minuutin.' },
    { id: 'vuoro', type: 'single_choice', text: 'Mikä vuoro sopii?', required: true, options },
    { id: 'päivät', type: 'multiple_choice', text: 'Mitkä vuorot?', options },
    { id: 'nimi', type: 'text_question_short', text: 'Lempinimi' },
    { id: 'palaute', type: 'text_question_long', text: 'Palaute' },
    { id: 'loma', type: 'date_question', text: 'Lomasi alkaa' },
    { id: 'arvio', type: 'range_question', text: 'Arvio', required: true, min: 1, max: 5, step: 1 },
  ],
  ...overrides,
});

export const espoo = { region: null, cities: ['Espoo'], roles: [] };

/** The shared set-up of the questionnaire route tests: a fresh app and world per test, and their calls. */
export function useQuestionnairesRoutes() {
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
    context.address = `10.2.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  });

  const db = () => context.test.database.connection.db;
  const url = (path = '', accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/questionnaires${path}`;
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const create = (payload: object = sampleQuestionnaire(), token?: string) =>
    staff({ method: 'POST', url: url(), payload }, token);
  const send = (id: string, payload: object = { targets: espoo, email: true, sms: false }) =>
    staff({ method: 'POST', url: url(`/${id}/send`), payload });

  /** Creates and sends a questionnaire; returns its id and the secrets of the links, by recipient e-mail. */
  async function createAndSend(payload: object = sampleQuestionnaire()) {
    const created = await create(payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const sent = await send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'questionnaire'));
    const tokens = new Map(mails.map((mail) => [mail.to, linkPattern.exec(mail.text)?.[1] ?? '']));
    return { id, tokens, token: tokens.get(context.world.worker.email) ?? '' };
  }

  const publicCall = (options: InjectOptions) =>
    context.test.request(null, { ...options, remoteAddress: context.address });
  const show = (token: string) => publicCall({ method: 'GET', url: `/api/public/questionnaires/${token}` });
  const answer = (token: string, answers: object) =>
    publicCall({ method: 'POST', url: `/api/public/questionnaires/${token}`, payload: { answers } });

  return Object.assign(context, { db, url, staff, create, send, createAndSend, show, answer });
}
