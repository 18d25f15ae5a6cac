import { applicationStatisticsSchema } from '@portal/domain/application-statistics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, createTestClock, type TestApp } from '../../testing/test-app';

// Sunday 22.11.2026 12:00 in Helsinki: ISO week 47 (16.–22.11.).
const now = new Date('2026-11-22T10:00:00Z');
const day = 86_400_000;

type World = Awaited<ReturnType<typeof buildTenancy>>;

/** An applicant with an application created `at`, moved through `steps` (its history). */
async function addApplication(
  db: Executor,
  world: World,
  options: {
    at: Date;
    role: string;
    region: string | null;
    source: string;
    steps?: string[];
    accountId?: string;
  },
) {
  const accountId = options.accountId ?? world.accountA1.id;
  const applicant = await buildWorker(db, {
    accountId,
    confirmed: false,
    status: 'applied',
    profession: options.role,
    addressRegion: options.region,
  });
  const steps = options.steps ?? [];
  await db.insert(workerApplications).values({
    userId: applicant.id,
    accountId,
    source: options.source,
    step: steps.at(-1) ?? 'applied',
    createdAt: options.at,
  });
  let from = 'applied';
  for (const step of steps) {
    await db
      .insert(applicationStepEvents)
      .values({ accountId, applicantId: applicant.id, fromStep: from, toStep: step });
    from = step;
  }
  return applicant;
}

describe('application statistics', () => {
  let test: TestApp;
  let world: World;
  let token: string;
  const url = (query = '', accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/application-statistics${query}`;

  beforeAll(async () => {
    test = await createTestApp({ clock: createTestClock(now) });
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    const db = test.database.connection.db;
    world = await buildTenancy(db);
    // Week 46: two nurses from the job board, one hired (first shift 9 days later), one stuck at the call.
    const hired = await addApplication(db, world, {
      at: new Date(now.getTime() - 8 * day),
      role: 'nurse',
      region: 'Pirkanmaa',
      source: 'registration',
      steps: ['licence_confirmed', 'interview_scheduled', 'contract_sent', 'contract_signed'],
    });
    await addApplication(db, world, {
      at: new Date(now.getTime() - 9 * day),
      role: 'nurse',
      region: 'Uusimaa',
      source: 'registration',
      steps: ['no_answer'],
    });
    // Week 47: a practical nurse invited by a recruiter, licence checked, no region given.
    await addApplication(db, world, {
      at: new Date(now.getTime() - 1 * day),
      role: 'practical-nurse',
      region: null,
      source: 'invitation',
      steps: ['licence_confirmed'],
    });
    // Another account's applicant is not counted (tenancy).
    await addApplication(db, world, {
      at: new Date(now.getTime() - 1 * day),
      role: 'nurse',
      region: 'Pirkanmaa',
      source: 'registration',
      accountId: world.accountA2.id,
    });
    const shift = (offsetDays: number, status: 'booked' | 'verified' | 'open', deleted = false) =>
      buildShift(db, {
        accountId: world.accountA1.id,
        areaId: world.otherArea.id,
        startsAt: new Date(now.getTime() + offsetDays * day),
        endsAt: new Date(now.getTime() + offsetDays * day + 8 * 3_600_000),
        status,
        assignedTo: hired.id,
        ...(deleted ? { deletedAt: now } : {}),
      });
    // The first shift that counts is the booked one on day +1 (9 days after applying); the earlier
    // deleted one and the open one do not.
    await shift(-1, 'booked', true);
    await shift(1, 'booked');
    await shift(3, 'verified');
    token = await test.signIn(world.users.agent.email);
  });

  it('counts the account’s applications per ISO week by role, region and source', async () => {
    const response = await test.request(token, { method: 'GET', url: url('?from=2026-11-09&to=2026-11-22') });
    expect(response.statusCode, response.body).toBe(200);
    const stats = applicationStatisticsSchema.parse(response.json());
    expect(stats.total).toBe(3);
    expect(stats.weeks).toEqual([
      {
        week: '2026-W46',
        weekStart: '2026-11-09',
        total: 2,
        byRole: { nurse: 2 },
        byRegion: { Pirkanmaa: 1, Uusimaa: 1 },
        bySource: { registration: 2 },
      },
      {
        week: '2026-W47',
        weekStart: '2026-11-16',
        total: 1,
        byRole: { 'practical-nurse': 1 },
        byRegion: { unknown: 1 },
        bySource: { invitation: 1 },
      },
    ]);
    expect(stats.roles).toEqual(['nurse', 'practical-nurse']);
  });

  it('draws the funnel from the step history, with conversion between steps', async () => {
    const stats = applicationStatisticsSchema.parse(
      (await test.request(token, { method: 'GET', url: url('?from=2026-11-09&to=2026-11-22') })).json(),
    );
    const reached = Object.fromEntries(
      stats.funnel.map((stage) => [stage.step, [stage.reached, stage.conversion]]),
    );
    expect(reached.applied).toEqual([3, null]);
    expect(reached.licence_confirmed).toEqual([2, 0.6667]);
    expect(reached.interview_scheduled).toEqual([1, 0.5]);
    expect(reached.contract_signed).toEqual([1, 1]);
  });

  it('measures the days from application to the first booked shift', async () => {
    const stats = applicationStatisticsSchema.parse(
      (await test.request(token, { method: 'GET', url: url('?from=2026-11-09&to=2026-11-22') })).json(),
    );
    expect(stats.firstShift).toEqual({ count: 1, medianDays: 9 });
  });

  it('opens on the last twelve weeks and leaves out what is outside the period', async () => {
    const all = applicationStatisticsSchema.parse(
      (await test.request(token, { method: 'GET', url: url() })).json(),
    );
    expect(all.from).toBe('2026-08-31');
    expect(all.to).toBe('2026-11-22');
    expect(all.weeks).toHaveLength(12);
    expect(all.total).toBe(3);
    const lastWeek = applicationStatisticsSchema.parse(
      (await test.request(token, { method: 'GET', url: url('?from=2026-11-16&to=2026-11-22') })).json(),
    );
    expect(lastWeek.total).toBe(1);
  });

  it('exports the figures as a CSV file for a spreadsheet', async () => {
    const response = await test.request(token, {
      method: 'GET',
      url: url('?from=2026-11-09&to=2026-11-22&format=csv'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'application-statistics-2026-11-09-2026-11-22.csv',
    );
    const lines = response.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'week;week_start;applications;role:nurse;role:practical-nurse;region:Pirkanmaa;region:Uusimaa;region:unknown;source:registration;source:invitation',
    );
    expect(lines[1]).toBe('2026-W46;2026-11-09;2;2;0;1;1;0;2;0');
    expect(lines).toContain('licence_confirmed;2;66,7');
    expect(lines).toContain('1;9');
  });

  it('refuses a period that ends before it starts or is longer than a year', async () => {
    const backwards = await test.request(token, {
      method: 'GET',
      url: url('?from=2026-11-22&to=2026-11-01'),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('VALIDATION_FAILED');
    const long = await test.request(token, { method: 'GET', url: url('?from=2025-01-01&to=2026-11-22') });
    expect(long.statusCode).toBe(400);
  });

  it('answers customers 403 and other tenants 404', async () => {
    const customer = await test.signIn(world.users.customer.email);
    expect((await test.request(customer, { method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await test.request(token, { method: 'GET', url: url('', world.accountB1.id) })).statusCode).toBe(
      404,
    );
    // The organization admin switches to A2 and sees A2's applicant only.
    const orgAdmin = await test.signIn(world.users['organization-admin'].email);
    const a2 = applicationStatisticsSchema.parse(
      (await test.request(orgAdmin, { method: 'GET', url: url('', world.accountA2.id) })).json(),
    );
    expect(a2.total).toBe(1);
  });
});
