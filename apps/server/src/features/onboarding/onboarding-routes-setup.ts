import { type TuberculosisAnswersInput, tuberculosisQuestions } from '@portal/domain/onboarding';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');
export const day = 24 * 60 * 60 * 1000;

/** Every question answered no, with `yes` for the ones named. */
export function sampleAnswers(...yes: (typeof tuberculosisQuestions)[number][]): TuberculosisAnswersInput {
  return Object.fromEntries(
    tuberculosisQuestions.map((question) => [
      question,
      { yes: yes.includes(question), details: yes.includes(question) ? 'Intia, 2025' : null },
    ]),
  ) as TuberculosisAnswersInput;
}

async function buildWorld(db: Parameters<typeof buildTenancy>[0]) {
  const tenancy = await buildTenancy(db);
  const addWorker = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildWorker(db, { locale: 'fi', ...overrides, accountId: overrides.accountId ?? tenancy.accountA1.id });
  const worker = await addWorker({ firstName: 'Säde', lastName: 'Öhman', mobile: '+358401234567' });
  const workerWithoutMobile = await addWorker({ firstName: 'Ville', lastName: 'Virtanen', locale: 'en' });
  const workerOfB1 = await addWorker({
    firstName: 'Bea',
    lastName: 'Toinen',
    accountId: tenancy.accountB1.id,
  });
  return { ...tenancy, worker, workerWithoutMobile, workerOfB1 };
}

/**
 * The shared set-up of the onboarding route tests (the tuberculosis survey, the get-started checklist): a
 * fresh app and world per test, and the calls the tests make; links are read from the outbox as the
 * worker would.
 */
export function useOnboardingRoutes() {
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
  const staff = (options: InjectOptions, token = context.adminToken) => context.test.request(token, options);
  const publicCall = (options: InjectOptions) =>
    context.test.request(null, { ...options, remoteAddress: context.address });

  /** The secret of the newest link of the kind, from the e-mail (or the SMS when asked). */
  async function linkToken(kind: string, path: string, channel: 'email' | 'sms' = 'email') {
    const texts =
      channel === 'email'
        ? (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map((row) => row.text)
        : (await db().select().from(smsOutbox).where(eq(smsOutbox.kind, kind))).map((row) => row.message);
    const text = texts.at(-1) ?? '';
    const token = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) {
      throw new Error(`no ${kind} link in ${text}`);
    }
    return token;
  }

  return Object.assign(context, { db, staff, publicCall, linkToken });
}
