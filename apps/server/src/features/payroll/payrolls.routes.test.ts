import type { PayrollDetail, PayrollListDetail, QuickShifts } from '@portal/domain/payroll';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { usePayrollRoutes } from './payroll-routes-setup';

type Failure = { code: string; details?: Record<string, unknown> };

const october = { periodFrom: '2026-10-01', periodTo: '2026-10-31', paymentDate: '2026-11-13' };

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('payrolls', () => {
  const routes = usePayrollRoutes();
  let list: PayrollListDetail;
  let payrollId: string;

  beforeEach(async () => {
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-06T08:00:00+03:00',
      '2026-10-06T16:00:00+03:00',
      {
        kilometres: 10,
      },
    );
    const created = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: lists(),
      payload: october,
    });
    list = created.json<PayrollListDetail>();
    payrollId = list.payrolls[0]?.payrollId as string;
  });

  const lists = () => `/api/accounts/${routes.world.accountId}/payroll-lists`;
  const payroll = (suffix = '') => `/api/accounts/${routes.world.accountId}/payrolls/${payrollId}${suffix}`;
  const adjust = (payload: Record<string, unknown>) =>
    routes.test.request(routes.adminToken, { method: 'POST', url: payroll('/adjustments'), payload });
  const markPaid = (paidOn = '2026-11-13') =>
    routes.test.request(routes.adminToken, { method: 'POST', url: payroll('/paid'), payload: { paidOn } });

  it('adds an adjustment with its reason and who added it, and removes it; no reason, no adjustment', async () => {
    const before = (
      await routes.test.request(routes.adminToken, { method: 'GET', url: payroll() })
    ).json<PayrollDetail>();
    // The kilometre allowance is tax-exempt: 10 km at 0,55 €.
    expect(before.taxExemptCents).toBe(550);

    const withoutReason = await adjust({ reason: '  ', grossCents: -1500, incomeType: 201 });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json<Failure>().code).toBe('VALIDATION_FAILED');
    expect((await adjust({ reason: 'Nolla', grossCents: 0, incomeType: 201 })).statusCode).toBe(400);
    expect((await adjust({ reason: 'Km', grossCents: 100, incomeType: 311 })).statusCode).toBe(400);

    const added = await adjust({ reason: 'Liikaa maksettu syyskuussa', grossCents: -1500, incomeType: 201 });
    expect(added.statusCode).toBe(201);
    const detail = added.json<PayrollDetail>();
    const line = detail.lines.at(-1);
    expect(line).toMatchObject({
      kind: 'adjustment',
      reason: 'Liikaa maksettu syyskuussa',
      grossCents: -1500,
      createdByName: expect.stringContaining(routes.world.users.admin.firstName),
      shift: null,
    });
    expect(detail.grossCents).toBe(before.grossCents - 1500);
    // Audited: who added it and why.
    const [audit] = await routes.test.database.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, payrollId), eq(auditLog.action, 'add_adjustment')));
    expect(audit).toMatchObject({
      actorId: routes.world.users.admin.id,
      subject: 'Payroll',
      changes: { after: { reason: 'Liikaa maksettu syyskuussa', grossCents: -1500, incomeType: 201 } },
    });

    const removed = await routes.test.request(routes.adminToken, {
      method: 'DELETE',
      url: payroll(`/adjustments/${line?.id}`),
    });
    expect(removed.json<PayrollDetail>().grossCents).toBe(before.grossCents);
    // A shift's line is not an adjustment: it cannot be removed by hand.
    const shiftLine = before.lines[0]?.id;
    const refused = await routes.test.request(routes.adminToken, {
      method: 'DELETE',
      url: payroll(`/adjustments/${shiftLine}`),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('locks a paid payroll: no adjustment, no second payment; the list is paid and cannot be deleted', async () => {
    expect((await markPaid('2026-12-01')).json<Failure>().code).toBe('PAYROLL_PAID_ON_INVALID');
    const paid = await markPaid();
    expect(paid.json<PayrollDetail>()).toMatchObject({
      status: 'paid',
      paidOn: '2026-11-13',
      listStage: 'paid',
    });
    expect(paid.json<PayrollDetail>().actions).toEqual({ adjust: false, markPaid: false });

    const adjusted = await adjust({ reason: 'Myöhässä', grossCents: 1000, incomeType: 216 });
    expect(adjusted.statusCode).toBe(409);
    expect(adjusted.json<Failure>().code).toBe('PAYROLL_LOCKED');
    expect((await markPaid()).json<Failure>().code).toBe('PAYROLL_LOCKED');

    const deleted = await routes.test.request(routes.adminToken, {
      method: 'DELETE',
      url: `${lists()}/${list.id}`,
    });
    expect(deleted.statusCode).toBe(409);
    const refreshed = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${lists()}/${list.id}/refresh`,
    });
    expect(refreshed.json<Failure>().code).toBe('PAYROLL_LIST_NOT_ALLOWED');
  });

  it('prints a payslip that opens, in Finnish or the language asked', async () => {
    const fi = await routes.test.request(routes.adminToken, { method: 'GET', url: payroll('/payslip') });
    expect(fi.statusCode).toBe(200);
    expect(fi.headers['content-type']).toBe('application/pdf');
    expect(fi.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(fi.rawPayload);
    expect(text).toContain('PALKKALASKELMA');
    expect(text).toContain('Tiina Tekijä');
    expect(text).toContain('Kilometrikorvaus');
    expect(text).toContain('6.10.2026');

    const en = await routes.test.request(routes.adminToken, {
      method: 'GET',
      url: payroll('/payslip?language=en'),
    });
    expect(await pdfText(en.rawPayload)).toContain('PAYSLIP');
  });

  it("exports the list's lines as CSV with a BOM, one line a row", async () => {
    const response = await routes.test.request(routes.adminToken, {
      method: 'GET',
      url: `${lists()}/${list.id}/csv`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.rawPayload.toString('utf8');
    expect(
      body.startsWith('\uFEFFworker;worker_id;day;kind;income_type;hours;unit_eur;amount_eur;reason'),
    ).toBe(true);
    expect(body).toContain(`Tiina Tekijä;${routes.world.tiina.id};2026-10-06;base;201;8,00;20,00;160,00;`);
    expect(body).toContain('kilometreAllowance;311;;0,55;5,50;');
  });
});

describe('quick pay', () => {
  const routes = usePayrollRoutes();

  const base = () => `/api/accounts/${routes.world.accountId}`;
  const tab = async (name: string) =>
    (
      await routes.test.request(routes.adminToken, {
        method: 'GET',
        url: `${base()}/quick-shifts?tab=${name}`,
      })
    ).json<QuickShifts>();

  it('moves quick-boosted shifts pending → sent → paying → paid, one payroll per worker', async () => {
    const first = await routes.world.addShift(
      routes.world.tiina.id,
      '2026-11-18T08:00:00+02:00',
      '2026-11-18T16:00:00+02:00',
      {
        quickBoostEuros: 25,
      },
    );
    const second = await routes.world.addShift(
      routes.world.pekka.id,
      '2026-11-19T08:00:00+02:00',
      '2026-11-19T16:00:00+02:00',
      {
        quickBoostEuros: 10,
      },
    );
    // Not quick-boosted, and not verified yet: neither is pending.
    await routes.world.addShift(
      routes.world.pekka.id,
      '2026-11-20T08:00:00+02:00',
      '2026-11-20T16:00:00+02:00',
    );
    await routes.world.addShift(
      routes.world.pekka.id,
      '2026-11-21T08:00:00+02:00',
      '2026-11-21T16:00:00+02:00',
      {
        quickBoostEuros: 10,
        status: 'confirmed',
      },
    );

    const pending = await tab('pending');
    expect(pending.shifts.map((shift) => [shift.id, shift.boostCents])).toEqual([
      [first.id, 2500],
      [second.id, 1000],
    ]);

    const sent = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${base()}/quick-shifts/send`,
      payload: { shiftIds: [first.id, second.id] },
    });
    expect(sent.statusCode).toBe(201);
    // Sent on Sunday 22 November: paid on the next business day, Monday the 23rd.
    const list = sent.json<PayrollListDetail>();
    expect(list).toMatchObject({ kind: 'quick', stage: 'sent', workers: 2, paymentDate: '2026-11-23' });
    expect((await tab('pending')).shifts).toEqual([]);
    expect((await tab('sent')).shifts.map((shift) => shift.id).sort()).toEqual([first.id, second.id].sort());
    const payroll = await routes.test.request(routes.adminToken, {
      method: 'GET',
      url: `${base()}/payrolls/${list.payrolls[0]?.payrollId}`,
    });
    expect(payroll.json<PayrollDetail>().lines.some((line) => line.kind === 'boost')).toBe(true);

    // Not yet paying: a payroll of a sent list cannot be marked paid.
    const early = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${base()}/payrolls/${list.payrolls[0]?.payrollId}/paid`,
      payload: { paidOn: '2026-11-22' },
    });
    expect(early.json<Failure>().code).toBe('PAYROLL_LIST_NOT_ALLOWED');

    const paying = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${base()}/payroll-lists/${list.id}/start-paying`,
    });
    expect(paying.json<PayrollListDetail>().stage).toBe('paying');
    expect((await tab('sent')).shifts).toEqual([]);
    expect((await tab('paying')).lists.map((item) => item.id)).toEqual([list.id]);

    const paid = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${base()}/payroll-lists/${list.id}/paid`,
      payload: { paidOn: '2026-11-22' },
    });
    expect(paid.json<PayrollListDetail>()).toMatchObject({ stage: 'paid', paidPayrolls: 2 });
    expect((await tab('paying')).shifts).toEqual([]);
  });

  it('refuses to send a shift that is not pending', async () => {
    const plain = await routes.world.addShift(
      routes.world.tiina.id,
      '2026-11-18T08:00:00+02:00',
      '2026-11-18T16:00:00+02:00',
    );
    const response = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${base()}/quick-shifts/send`,
      payload: { shiftIds: [plain.id] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Failure>()).toMatchObject({
      code: 'PAYROLL_SHIFTS_NOT_PAYABLE',
      details: { notPending: [plain.id] },
    });
  });
});
