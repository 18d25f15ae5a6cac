import { and, desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { contractTemplates } from '../../db/schema/employment-contracts.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');
export const minute = 60_000;
export const day = 24 * 60 * minute;
export const signingLinkPattern = /\/sign\/([A-Za-z0-9_-]+)/;
const codePattern = /\b(\d{6})\b/;

export const finnishTemplate = [
  '# Työsopimus',
  'Työnantaja {{employer.name}} ({{employer.businessId}}) ja työntekijä {{worker.fullName}} sopivat seuraavaa.',
  '',
  '# Tehtävä ja palkka',
  'Tehtävä: {{role}}. Palkka {{wage}}.',
  'Alkaa {{startsOn}}, päättyy {{endsOn}}. Työpaikka {{placeOfWork}}.',
].join('\n');

export const sampleTerms = {
  role: 'Sairaanhoitaja',
  hourlyWageCents: 1850,
  startsOn: '2026-12-01',
  endsOn: null,
  collectiveAgreement: 'SOTE-sopimus',
  placeOfWork: 'Helsinki',
  probationPeriod: null,
  workingHours: null,
};

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  // The employer on the contract: the organization's seller details.
  await db
    .update(organizations)
    .set({ legalName: 'Hoivapalvelu Oy', businessId: '1234567-1', city: 'Helsinki' })
    .where(eq(organizations.id, tenancy.organization.id));
  const addWorker = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(db, {
      locale: 'fi',
      mobile: '+358401234567',
      confirmed: false,
      ...overrides,
      accountId: overrides.accountId ?? tenancy.accountA1.id,
    });
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman', birthday: '1990-04-05' });
  const workerWithoutMobile = await addWorker({ firstName: 'Ville', lastName: 'Virtanen', mobile: null });
  const [template] = await db
    .insert(contractTemplates)
    .values({ accountId: tenancy.accountA1.id, name: 'Työsopimus', locale: 'fi', body: finnishTemplate })
    .returning();
  if (!template) {
    throw new Error('no template');
  }
  return { ...tenancy, worker, workerWithoutMobile, template };
}

/**
 * The shared set-up of the employment-contract route tests: a fresh app and world per test, the staff
 * calls, and the worker's calls through the link, each test from its own address (the public limits).
 */
export function useEmploymentContractsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as Awaited<ReturnType<typeof buildWorld>>,
    adminToken: '',
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
    `/api/accounts/${accountId}/employment-contracts${path}`;
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);

  async function createDraft(overrides: Record<string, unknown> = {}) {
    const response = await staff({
      method: 'POST',
      url: url(),
      payload: {
        workerId: context.world.worker.id,
        templateId: context.world.template.id,
        title: '',
        countersignRequired: false,
        terms: sampleTerms,
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; status: string; body: string }>();
  }

  const send = (
    contractId: string,
    payload: object = { channels: ['email', 'sms'], deadline: '2026-11-30' },
  ) => staff({ method: 'POST', url: url(`/${contractId}/send`), payload });

  /** The newest link's secret the worker got by e-mail (or SMS). */
  async function latestLinkToken(kind = 'employment-contract-sent'): Promise<string> {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, kind))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = signingLinkPattern.exec(mail?.text ?? '')?.[1];
    if (!token) {
      throw new Error(`no signing link in ${mail?.text}`);
    }
    return token;
  }

  /** A sent contract and its link, as the worker would have it. */
  async function sentContract(overrides: Record<string, unknown> = {}) {
    const draft = await createDraft(overrides);
    const response = await send(draft.id);
    expect(response.statusCode, response.body).toBe(200);
    return { contract: response.json<{ id: string; status: string }>(), token: await latestLinkToken() };
  }

  /** The newest one-time code from the SMS (or mail) outbox, as the worker reads it. */
  async function latestCode(channel: 'sms' | 'email' = 'sms'): Promise<string> {
    const text =
      channel === 'sms'
        ? (
            await db()
              .select()
              .from(smsOutbox)
              .where(like(smsOutbox.kind, 'employment-contract-code'))
              .orderBy(desc(smsOutbox.createdAt))
              .limit(1)
          )[0]?.message
        : (
            await db()
              .select()
              .from(mailOutbox)
              .where(and(eq(mailOutbox.kind, 'employment-contract-code')))
              .orderBy(desc(mailOutbox.createdAt))
              .limit(1)
          )[0]?.text;
    const code = codePattern.exec(text ?? '')?.[1];
    if (!code) {
      throw new Error(`no code in ${text}`);
    }
    return code;
  }

  const publicCall = (options: InjectOptions) =>
    context.test.request(null, {
      ...options,
      remoteAddress: context.address,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) testi', ...options.headers },
    });
  const signing = (token: string, path = '') =>
    `/api/public/contract-signing/${encodeURIComponent(token)}${path}`;
  const show = (token: string) => publicCall({ method: 'GET', url: signing(token) });
  const readPdf = (token: string) => publicCall({ method: 'GET', url: signing(token, '/pdf') });
  const askCode = (token: string, channel: 'sms' | 'email' = 'sms') =>
    publicCall({ method: 'POST', url: signing(token, '/code'), payload: { channel } });
  const verify = (token: string, code: string) =>
    publicCall({ method: 'POST', url: signing(token, '/code/verify'), payload: { code } });
  const sign = (token: string, fullName = 'Säde Öhman') =>
    publicCall({ method: 'POST', url: signing(token, '/sign'), payload: { fullName, consent: true } });

  /** Code asked, read from the outbox and confirmed. */
  async function verifiedCode(token: string) {
    expect((await askCode(token)).statusCode).toBe(200);
    const response = await verify(token, await latestCode());
    expect(response.statusCode, response.body).toBe(200);
  }

  return Object.assign(context, {
    db,
    url,
    staff,
    createDraft,
    send,
    sentContract,
    latestLinkToken,
    latestCode,
    publicCall,
    signing,
    show,
    readPdf,
    askCode,
    verify,
    sign,
    verifiedCode,
  });
}
