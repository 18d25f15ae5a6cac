import type { PayerSummaryReportPage, PayerSummaryReportView } from '@portal/domain/incomes-register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { irSchemaErrors } from './documents/ir-schema-validation';
import { useWageReportsRoutes } from './wage-reports-routes-setup';
import { buildWageReportWorld, insertPayroll } from './wage-reports-test-world';

type World = Awaited<ReturnType<typeof buildWageReportWorld>>;

describe("the employer's separate reports", () => {
  const routes = useWageReportsRoutes();
  const url = () => `/api/accounts/${routes.world.accountId}/payer-summary-reports`;

  it("makes a month with paid wages with the employer's contribution, valid against the schema", async () => {
    const db = routes.test.database.connection.db;
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-12-01',
    });
    const withoutContribution = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { month: '2026-11' },
    });
    expect(withoutContribution.statusCode).toBe(400);
    expect(withoutContribution.json()).toMatchObject({ code: 'HEALTH_INSURANCE_CONTRIBUTION_REQUIRED' });

    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { month: '2026-11', healthInsuranceContributionCents: 367 },
    });
    expect(made.statusCode).toBe(201);
    const report = made.json<PayerSummaryReportView>();
    // Only the November payment date counts; due on Monday 7.12 (the 5th is a Saturday).
    expect(report).toMatchObject({
      month: '2026-11',
      status: 'sent',
      noWagesPayable: false,
      grossCents: 19_640,
      dueOn: '2026-12-07',
      events: ['approve', 'reject', 'rejectOnReceipt', 'lose'],
    });
    const file = await routes.test.request(routes.token, { method: 'GET', url: `${url()}/${report.id}/xml` });
    expect(await irSchemaErrors(file.body, 'payerSummaryReports')).toEqual([]);
    expect(file.body).toContain('<Amount>3.67</Amount>');

    const twice = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { month: '2026-11', healthInsuranceContributionCents: 367 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PAYER_SUMMARY_REPORT_EXISTS' });
  });

  it("makes a month without wages as 'no wages payable', and records the register's answers", async () => {
    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { month: '2026-10' },
    });
    const report = made.json<PayerSummaryReportView>();
    expect(report).toMatchObject({ noWagesPayable: true, grossCents: 0 });
    const file = await routes.test.request(routes.token, { method: 'GET', url: `${url()}/${report.id}/xml` });
    expect(await irSchemaErrors(file.body, 'payerSummaryReports')).toEqual([]);
    expect(file.body).toContain('<SummaryTransactionCode>101</SummaryTransactionCode>');
    expect(file.body).not.toContain('<Amount>');

    const approved = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${report.id}/events`,
      payload: { event: 'approve', irReportId: 'b'.repeat(32) },
    });
    expect(approved.json<PayerSummaryReportView>()).toMatchObject({ status: 'approved', events: [] });
    const refused = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${report.id}/events`,
      payload: { event: 'lose' },
    });
    expect(refused.statusCode).toBe(409);
    const page = (
      await routes.test.request(routes.token, { method: 'GET', url: url() })
    ).json<PayerSummaryReportPage>();
    expect(page.items.map((item) => [item.month, item.status])).toEqual([['2026-10', 'approved']]);
  });
});

describe('the dashboard count of overdue wage reports', () => {
  let test: TestApp;
  let world: World;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('counts paid pay past its deadline for admins, and shows no figure to agents and customers', async () => {
    await test.database.reset();
    const db = test.database.connection.db;
    world = await buildWageReportWorld(db);
    const { accountId } = world;
    // The test clock is at 22.11.2026: 13.11 is due 18.11 (overdue), 20.11 is due 25.11 (not yet).
    await insertPayroll(db, { accountId, workerId: world.worker.id, paymentDate: '2026-11-13' });
    await insertPayroll(db, { accountId, workerId: world.worker.id, paymentDate: '2026-11-20' });
    await insertPayroll(db, {
      accountId,
      workerId: world.worker.id,
      paymentDate: '2026-11-06',
      status: 'not-paid',
    });
    const figuresOf = async (role: 'admin' | 'agent' | 'customer') => {
      const token = await test.signIn(world.users[role].email);
      return (
        await test.request(token, { method: 'GET', url: `/api/accounts/${accountId}/dashboard` })
      ).json<{
        overdueWageReports: number | null;
      }>();
    };
    expect((await figuresOf('admin')).overdueWageReports).toBe(1);
    expect((await figuresOf('agent')).overdueWageReports).toBeNull();
    expect((await figuresOf('customer')).overdueWageReports).toBeNull();

    const admin = await test.signIn(world.users.admin.email);
    await test.request(admin, {
      method: 'POST',
      url: `/api/accounts/${accountId}/wage-reports`,
      payload: { paymentDate: '2026-11-13' },
    });
    expect((await figuresOf('admin')).overdueWageReports).toBe(0);
  });
});
