import type { MadeWageReports, WageReportDetail, WageReportPage } from '@portal/domain/incomes-register';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import { buildWorker } from '../../testing/factories';
import { irSchemaErrors } from './documents/ir-schema-validation';
import { useWageReportsRoutes } from './wage-reports-routes-setup';
import { insertPayroll } from './wage-reports-test-world';

describe('earnings payment reports from paid payrolls', () => {
  const routes = useWageReportsRoutes();
  const url = () => `/api/accounts/${routes.world.accountId}/wage-reports`;

  it('lists the paid pay to report with its deadline, and makes one report per worker and payment date', async () => {
    const db = routes.test.database.connection.db;
    // Two payrolls of Aino paid on Friday 13.11 (two lists), one not yet paid, one of a deleted list.
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-20',
      status: 'not-paid',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-06',
      deleted: true,
    });

    const toReport = await routes.test.request(routes.token, { method: 'GET', url: `${url()}/to-report` });
    expect(toReport.json()).toEqual({
      items: [
        {
          workerId: routes.world.worker.id,
          workerName: 'Aino Nieminen',
          paymentDate: '2026-11-13',
          grossCents: 2 * 19_640,
          // The 5th day after Friday 13.11 is Wednesday 18.11; the test clock is at 22.11.
          dueOn: '2026-11-18',
          overdue: true,
        },
      ],
    });

    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { paymentDate: '2026-11-13' },
    });
    expect(made.statusCode).toBe(201);
    const [report] = made.json<MadeWageReports>().items;
    expect(report).toMatchObject({
      status: 'sent',
      paymentDate: '2026-11-13',
      grossCents: 39_280,
      overdue: false,
    });

    const detail = (
      await routes.test.request(routes.token, { method: 'GET', url: `${url()}/${report?.id}` })
    ).json<WageReportDetail>();
    // By income type, both payrolls summed: 201 2 × €180.00, 206 2 × €5.40, 311 2 × €11.00 (40 km).
    expect(detail.lines).toEqual([
      { incomeType: 201, amountCents: 36_000, kilometres: null },
      { incomeType: 206, amountCents: 1080, kilometres: null },
      { incomeType: 311, amountCents: 2200, kilometres: 40 },
    ]);
    expect(detail.events).toEqual(['approve', 'reject', 'rejectOnReceipt', 'lose']);
    expect(detail.history.map((entry) => [entry.action, entry.status])).toEqual([['create', 'sent']]);

    const file = await routes.test.request(routes.token, {
      method: 'GET',
      url: `${url()}/${report?.id}/xml`,
    });
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`attachment; filename="${detail.reportId}.xml"`);
    expect(await irSchemaErrors(file.body, 'wageReports')).toEqual([]);
    expect(file.body).toContain('<Code>241095-1231</Code>');
    expect(file.body).toContain('<PaymentDate>2026-11-13</PaymentDate>');

    // Reported: nothing left to report, and a second click makes nothing.
    expect(
      (await routes.test.request(routes.token, { method: 'GET', url: `${url()}/to-report` })).json(),
    ).toEqual({
      items: [],
    });
    const again = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { paymentDate: '2026-11-13' },
    });
    expect(again.json()).toEqual({ items: [] });

    // The identity code is never written to the audit trail.
    const audit = await db.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain('241095-1231');
  });

  it('refuses a payment date with a worker who has no identity code, naming the worker, and makes none', async () => {
    const db = routes.test.database.connection.db;
    const other = await buildWorker(db, {
      accountId: routes.world.accountId,
      firstName: 'Mikko',
      lastName: 'Virtanen',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: other.id,
      paymentDate: '2026-11-13',
    });
    const refused = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { paymentDate: '2026-11-13' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'WORKER_IDENTITY_CODE_MISSING',
      details: { workers: ['Mikko Virtanen'] },
    });
    const page = (
      await routes.test.request(routes.token, { method: 'GET', url: url() })
    ).json<WageReportPage>();
    expect(page.total).toBe(0);

    // One worker's report can still be made.
    const one = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { paymentDate: '2026-11-13', workerId: routes.world.worker.id },
    });
    expect(one.json<MadeWageReports>().items).toHaveLength(1);
  });

  it("takes the payer details from the account's organization: missing ones are named, saved ones go in the file", async () => {
    const db = routes.test.database.connection.db;
    await db
      .update(organizations)
      .set({ pensionPolicyNo: null, payrollContactTelephone: null })
      .where(eq(organizations.id, routes.world.organization.id));
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    const make = () =>
      routes.test.request(routes.token, {
        method: 'POST',
        url: url(),
        payload: { paymentDate: '2026-11-13' },
      });
    const refused = await make();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(
      expect.objectContaining({
        code: 'PAYER_DETAILS_MISSING',
        details: { missing: ['pensionPolicyNo', 'payrollContactTelephone'] },
      }),
    );

    // The organization-admin fills them in the seller details; the report is then made with them.
    const orgAdmin = await routes.test.signIn(routes.world.users['organization-admin'].email);
    const sellerUrl = `/api/accounts/${routes.world.accountId}/seller-details`;
    const seller = (await routes.test.request(orgAdmin, { method: 'GET', url: sellerUrl })).json<object>();
    const saved = await routes.test.request(orgAdmin, {
      method: 'PUT',
      url: sellerUrl,
      payload: { ...seller, pensionPolicyNo: '56-7654321', payrollContactTelephone: '050 765 4321' },
    });
    expect(saved.statusCode).toBe(200);
    const [report] = (await make()).json<MadeWageReports>().items;
    const file = await routes.test.request(routes.token, {
      method: 'GET',
      url: `${url()}/${report?.id}/xml`,
    });
    expect(await irSchemaErrors(file.body, 'wageReports')).toEqual([]);
    expect(file.body).toMatch(/<PensionProvIdCode>46<\/PensionProvIdCode>\s*<PensionPolicyNo>56-7654321</);
    expect(file.body).toMatch(/<Name>Paula Palkanlaskija<\/Name>\s*<Telephone>\+358507654321</);
  });

  it('answers an unknown report id with 404 WAGE_REPORT_NOT_FOUND', async () => {
    const missing = await routes.test.request(routes.token, {
      method: 'GET',
      url: `${url()}/00000000-0000-4000-8000-000000000000`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'WAGE_REPORT_NOT_FOUND' });
  });

  it('filters the list by status, payment dates and worker, newest payment date first', async () => {
    const db = routes.test.database.connection.db;
    for (const paymentDate of ['2026-10-30', '2026-11-13']) {
      await insertPayroll(db, {
        accountId: routes.world.accountId,
        workerId: routes.world.worker.id,
        paymentDate,
      });
      await routes.test.request(routes.token, { method: 'POST', url: url(), payload: { paymentDate } });
    }
    const all = (
      await routes.test.request(routes.token, { method: 'GET', url: url() })
    ).json<WageReportPage>();
    expect(all.items.map((item) => item.paymentDate)).toEqual(['2026-11-13', '2026-10-30']);
    const november = (
      await routes.test.request(routes.token, {
        method: 'GET',
        url: `${url()}?from=2026-11-01&to=2026-11-30`,
      })
    ).json<WageReportPage>();
    expect(november.items.map((item) => item.paymentDate)).toEqual(['2026-11-13']);
    const approved = (
      await routes.test.request(routes.token, { method: 'GET', url: `${url()}?status=approved` })
    ).json<WageReportPage>();
    expect(approved.total).toBe(0);
    const ofWorker = (
      await routes.test.request(routes.token, {
        method: 'GET',
        url: `${url()}?workerId=${routes.world.worker.id}`,
      })
    ).json<WageReportPage>();
    expect(ofWorker.total).toBe(2);
  });
});
