import {
  type WageReportDetail,
  type WageReportEvent,
  type WageReportState,
  wageReportEvents,
  wageReportStates,
} from '@portal/domain/incomes-register';
import { describe, expect, it } from 'vitest';
import { irSchemaErrors } from './documents/ir-schema-validation';
import { useWageReportsRoutes } from './wage-reports-routes-setup';
import { insertPayroll, insertWageReportIn, irReportIdOfTest } from './wage-reports-test-world';

const answerOf = (event: WageReportEvent) =>
  event === 'approve'
    ? { event, irReportId: 'a'.repeat(32) }
    : event === 'reject'
      ? { event, note: 'Virheellinen tulolaji' }
      : { event };

// Every state × every answer through the API (the machine itself is tested in the domain): the allowed ones
// move the report where the machine says; every other answers 409 WAGE_REPORT_EVENT_NOT_ALLOWED.
describe("recording the register's answers", () => {
  const routes = useWageReportsRoutes();
  const url = () => `/api/accounts/${routes.world.accountId}/wage-reports`;

  const expected: Record<WageReportState, Partial<Record<WageReportEvent, WageReportState>>> = {
    sent: {
      approve: 'approved',
      reject: 'rejected',
      rejectOnReceipt: 'rejected-on-receipt',
      lose: 'unknown',
    },
    unknown: {
      processing: 'sent',
      approve: 'approved',
      reject: 'rejected',
      rejectOnReceipt: 'rejected-on-receipt',
    },
    // An approved report is invalidated only once its cancellation file is made (below).
    approved: {},
    rejected: {},
    'rejected-on-receipt': {},
    invalidated: {},
  };

  for (const state of wageReportStates) {
    it(`from ${state}: ${Object.keys(expected[state]).join(', ') || 'no answer'} allowed`, async () => {
      for (const event of wageReportEvents) {
        const id = await insertWageReportIn(routes.test.database.connection.db, {
          accountId: routes.world.accountId,
          workerId: routes.world.worker.id,
          paymentDate: '2026-11-13',
          status: state,
        });
        const answer = await routes.test.request(routes.token, {
          method: 'POST',
          url: `${url()}/${id}/events`,
          payload: answerOf(event),
        });
        const target = expected[state][event];
        if (target) {
          expect(answer.statusCode, `${state} + ${event}`).toBe(200);
          expect(answer.json<WageReportDetail>().status).toBe(target);
        } else {
          expect(answer.statusCode, `${state} + ${event}`).toBe(409);
          expect(answer.json()).toMatchObject({ code: 'WAGE_REPORT_EVENT_NOT_ALLOWED' });
        }
      }
    });
  }

  it('keeps the register report id of an approval and the note of a rejection, in the history', async () => {
    const id = await insertWageReportIn(routes.test.database.connection.db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
      status: 'sent',
    });
    const noId = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'approve' },
    });
    expect(noId.statusCode).toBe(400);
    await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'lose' },
    });
    const approved = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'approve', irReportId: irReportIdOfTest },
    });
    const detail = approved.json<WageReportDetail>();
    expect(detail).toMatchObject({
      status: 'approved',
      irReportId: irReportIdOfTest,
      canReplace: true,
      canInvalidate: true,
    });
    expect(detail.history.map((entry) => [entry.action, entry.status])).toEqual([
      ['event:lose', 'unknown'],
      ['event:approve', 'approved'],
    ]);
  });

  it('corrects an approved report with a valid replacement of the same payment date naming its register id', async () => {
    const db = routes.test.database.connection.db;
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    const sent = await insertWageReportIn(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
      status: 'sent',
    });
    const refused = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${sent}/replacement`,
    });
    expect(refused.statusCode).toBe(409);

    const original = await insertWageReportIn(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
      status: 'approved',
    });
    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${original}/replacement`,
    });
    expect(made.statusCode).toBe(201);
    const replacement = made.json<WageReportDetail>();
    expect(replacement).toMatchObject({
      status: 'sent',
      paymentDate: '2026-11-13',
      replaces: { id: original },
    });
    const file = await routes.test.request(routes.token, {
      method: 'GET',
      url: `${url()}/${replacement.id}/xml`,
    });
    expect(await irSchemaErrors(file.body, 'wageReports')).toEqual([]);
    expect(file.body).toContain('<ActionCode>2</ActionCode>');
    expect(file.body).toContain(`<IRReportId>${irReportIdOfTest}</IRReportId>`);
    const originalNow = (
      await routes.test.request(routes.token, { method: 'GET', url: `${url()}/${original}` })
    ).json<WageReportDetail>();
    expect(originalNow.status).toBe('approved');
    expect(originalNow.replacedBy.map((link) => link.id)).toEqual([replacement.id]);
  });

  it('makes a valid cancellation of an approved report, then records its acceptance as invalidated', async () => {
    const db = routes.test.database.connection.db;
    const id = await insertWageReportIn(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
      status: 'approved',
    });
    const tooEarly = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'invalidate' },
    });
    expect(tooEarly.statusCode).toBe(409);
    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/invalidation`,
    });
    expect(made.json<WageReportDetail>()).toMatchObject({
      status: 'approved',
      invalidationMade: true,
      canInvalidate: false,
      events: ['invalidate'],
    });
    const file = await routes.test.request(routes.token, {
      method: 'GET',
      url: `${url()}/${id}/invalidation-xml`,
    });
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(await irSchemaErrors(file.body, 'invalidations')).toEqual([]);
    expect(file.body).toContain(`<IRItemId>${irReportIdOfTest}</IRItemId>`);
    const twice = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/invalidation`,
    });
    expect(twice.statusCode).toBe(409);
    const accepted = await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'invalidate' },
    });
    expect(accepted.json<WageReportDetail>().status).toBe('invalidated');
  });

  it('brings a rejected report back to the to-report list, overdue past the deadline', async () => {
    const db = routes.test.database.connection.db;
    await insertPayroll(db, {
      accountId: routes.world.accountId,
      workerId: routes.world.worker.id,
      paymentDate: '2026-11-13',
    });
    const made = await routes.test.request(routes.token, {
      method: 'POST',
      url: url(),
      payload: { paymentDate: '2026-11-13' },
    });
    const id = made.json<{ items: { id: string }[] }>().items[0]?.id;
    await routes.test.request(routes.token, {
      method: 'POST',
      url: `${url()}/${id}/events`,
      payload: { event: 'reject' },
    });
    const rejected = (
      await routes.test.request(routes.token, { method: 'GET', url: `${url()}/${id}` })
    ).json<WageReportDetail>();
    expect(rejected).toMatchObject({ status: 'rejected', overdue: true });
    const toReport = await routes.test.request(routes.token, { method: 'GET', url: `${url()}/to-report` });
    expect(toReport.json()).toMatchObject({ items: [{ paymentDate: '2026-11-13', overdue: true }] });
  });
});
