import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Executor } from '../../db/client';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
export type Role = keyof World['users'];

export type ApplicantOptions = {
  accountId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string | null;
  profession?: string;
  addressRegion?: string;
  addressCity?: string;
  applicationStart?: string | null;
  applicationEnd?: string | null;
  step?: string;
  confirmed?: boolean;
  createdAt?: Date;
};

/** An applicant as registration leaves one (a worker with status applied) with its application row. */
export async function buildApplicant(db: Executor, options: ApplicantOptions) {
  const createdAt = options.createdAt ?? new Date('2026-11-20T08:00:00Z');
  const user = await buildWorker(db, {
    accountId: options.accountId,
    firstName: options.firstName ?? 'Maija',
    lastName: options.lastName ?? 'Hakija',
    ...(options.email ? { email: options.email } : {}),
    mobile: options.mobile === undefined ? '+358401234567' : options.mobile,
    profession: options.profession ?? 'sairaanhoitaja',
    addressRegion: options.addressRegion ?? 'Uusimaa',
    addressCity: options.addressCity ?? 'Espoo',
    applicationSeeking: ['keikkatyö'],
    applicationStart: options.applicationStart === undefined ? '2026-12-01' : options.applicationStart,
    applicationEnd: options.applicationEnd ?? null,
    birthday: '1990-02-01',
    locale: 'fi',
    status: 'applied',
    confirmed: options.confirmed ?? false,
    createdAt,
  });
  await db.insert(workerApplications).values({
    userId: user.id,
    accountId: options.accountId,
    gender: 'female',
    permits: ['EU'],
    languages: ['suomi'],
    drivingLicence: true,
    hasCar: false,
    degree: 'Sairaanhoitaja AMK',
    studyType: 'degree',
    credits: 210,
    answers: [{ question: 'Milloin voit aloittaa?', answer: 'Heti' }],
    source: 'registration',
    step: options.step ?? 'applied',
    stepChangedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(applicationStepEvents).values({
    accountId: options.accountId,
    applicantId: user.id,
    toStep: 'applied',
    actorId: user.id,
    createdAt,
  });
  return user;
}

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
