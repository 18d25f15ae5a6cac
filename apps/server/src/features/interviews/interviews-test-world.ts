import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Executor } from '../../db/client';
import { workerApplications } from '../../db/schema/recruitment.schema';
import type { users } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const start = new Date('2026-11-22T10:00:00Z');

/** An applicant: a worker of the account with an application (what the recruitment pipeline makes). */
export async function buildApplicant(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & { accountId: string },
) {
  const worker = await buildWorker(db, { confirmed: false, status: 'applied', ...overrides });
  await db.insert(workerApplications).values({ userId: worker.id, accountId: overrides.accountId });
  return worker;
}

async function buildWorld(db: Executor) {
  const tenancy = await buildTenancy(db);
  const applicant = await buildApplicant(db, {
    accountId: tenancy.accountA1.id,
    firstName: 'Säde',
    lastName: 'Öhman',
    email: 'sade.ohman@example.fi',
    locale: 'en',
  });
  const applicantOfB1 = await buildApplicant(db, { accountId: tenancy.accountB1.id, firstName: 'Bea' });
  const worker = await buildWorker(db, { accountId: tenancy.accountA1.id });
  return { ...tenancy, applicant, applicantOfB1, worker };
}
export type InterviewsWorld = Awaited<ReturnType<typeof buildWorld>>;

export const questionSteps = [
  { questionType: 'text', question: 'Kerro työkokemuksestasi' },
  { questionType: 'yes-no', question: 'Onko laillistus voimassa?' },
  { questionType: 'scale', question: 'Suomen kielen taito' },
  { questionType: 'choice', question: 'Mieluisin vuoro', options: ['Aamu', 'Ilta', 'Yö'] },
];

/** A test app with a fresh world before each test: A1's admin signed in, an applicant in A1 and in B1. */
export function useInterviewsWorld() {
  const state = {} as { test: TestApp; world: InterviewsWorld; adminToken: string };
  beforeAll(async () => {
    state.test = await createTestApp();
  });
  afterAll(async () => {
    await state.test.close();
  });
  beforeEach(async () => {
    state.test.clock.set(start);
    await state.test.database.reset();
    state.world = await buildWorld(state.test.database.connection.db);
    state.adminToken = await state.test.signIn(state.world.users.admin.email);
  });
  const db = () => state.test.database.connection.db;
  const account = (accountId = state.world.accountA1.id) => `/api/accounts/${accountId}`;
  const interviewsUrl = (suffix = '', applicantId = state.world.applicant.id) =>
    `${account()}/applications/${applicantId}/interviews${suffix}`;
  const call = (options: InjectOptions, token = state.adminToken) => state.test.request(token, options);
  const createTemplate = async (overrides: object = {}) => {
    const response = await call({
      method: 'POST',
      url: `${account()}/interview-templates`,
      payload: { templateName: 'Sairaanhoitaja', steps: questionSteps, ...overrides },
    });
    return response.json<{ id: string }>();
  };
  const createInterview = async (payload: object) => {
    const response = await call({ method: 'POST', url: interviewsUrl(), payload });
    return response;
  };
  const test = () => state.test;
  return { state, test, db, account, interviewsUrl, call, createTemplate, createInterview };
}
