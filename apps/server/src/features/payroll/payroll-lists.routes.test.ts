import type { PayrollDetail, PayrollListDetail, PayrollListPage } from '@portal/domain/payroll';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignAreas, campaigns } from '../../db/schema/campaigns.schema';
import { workerPaymentDetails } from '../../db/schema/users.schema';
import { buildWorker } from '../../testing/factories';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { usePayrollRoutes } from './payroll-routes-setup';
import { givePaymentDetails, testWages } from './payroll-test-world';

type Failure = { code: string; details?: Record<string, unknown> };

// The test clock stands at 2026-11-22 (Helsinki); the pay period is October 2026, whose last Sunday
// (the 25th) ends summer time at 04:00 (clocks back to 03:00): that night has an hour more.
const october = { periodFrom: '2026-10-01', periodTo: '2026-10-31', paymentDate: '2026-11-13' };

describe('payroll lists', () => {
  const routes = usePayrollRoutes();

  const url = (accountId = routes.world.accountId) => `/api/accounts/${accountId}/payroll-lists`;
  const create = (body = october, token = routes.adminToken) =>
    routes.test.request(token, { method: 'POST', url: url(), payload: body });
  const getPayroll = async (payrollId: string) =>
    (
      await routes.test.request(routes.adminToken, {
        method: 'GET',
        url: `/api/accounts/${routes.world.accountId}/payrolls/${payrollId}`,
      })
    ).json<PayrollDetail>();

  it('pays every verified shift of the period per worker, over the DST night and on a Sunday, and says why the rest are left out', async () => {
    // Saturday 22:00 to Sunday 07:00 over the end of summer time: ten real hours.
    const night = await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-24T22:00:00+03:00',
      '2026-10-25T07:00:00+02:00',
      {
        title: 'Yövuoro',
      },
    );
    // Sunday 11 October, 08-16: eight hours at the Sunday wage.
    await routes.world.addShift(
      routes.world.pekka.id,
      '2026-10-11T08:00:00+03:00',
      '2026-10-11T16:00:00+03:00',
    );
    const noContract = await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-13T08:00:00+03:00',
      '2026-10-13T16:00:00+03:00',
      {
        contractId: null,
      },
    );
    const booked = await routes.world.addShift(
      routes.world.pekka.id,
      '2026-10-14T08:00:00+03:00',
      '2026-10-14T16:00:00+03:00',
      {
        status: 'booked',
      },
    );
    const unknown = await buildWorker(routes.test.database.connection.db, {
      accountId: routes.world.accountId,
      firstName: 'Uuno',
    });
    const noDetails = await routes.world.addShift(
      unknown.id,
      '2026-10-15T08:00:00+03:00',
      '2026-10-15T16:00:00+03:00',
    );
    const absent = await routes.world.addShift(
      routes.world.pekka.id,
      '2026-10-16T08:00:00+03:00',
      '2026-10-16T16:00:00+03:00',
      {
        workDayType: 'absence',
      },
    );
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-11-02T08:00:00+02:00',
      '2026-11-02T16:00:00+02:00',
    );

    const response = await create();
    expect(response.statusCode).toBe(201);
    const list = response.json<PayrollListDetail>();
    expect(list).toMatchObject({ kind: 'regular', stage: 'open', workers: 2, paidPayrolls: 0 });
    expect(list.payrolls.map((row) => [row.workerName, row.shifts, row.paidMinutes, row.status])).toEqual([
      ['Pekka Puustinen', 1, 480, 'not-paid'],
      ['Tiina Tekijä', 1, 600, 'not-paid'],
    ]);
    expect(Object.fromEntries(list.excluded.map((shift) => [shift.id, shift.reason]))).toEqual({
      [noContract.id]: { code: 'noContract' },
      [booked.id]: { code: 'notVerified' },
      [noDetails.id]: { code: 'missingPaymentDetails', missing: ['identityCode', 'bankAccount'] },
      [absent.id]: { code: 'absence' },
    });

    // Pekka's Sunday: 8 h at 40 €, and 9 % holiday compensation (a short month: under 14 days and 35 hours).
    const pekka = await getPayroll(list.payrolls[0]?.payrollId as string);
    expect(pekka.lines.map((line) => [line.kind, line.minutes, line.grossCents])).toEqual([
      ['sunday', 480, 8 * testWages.sunday],
      ['holidayCompensation', null, Math.round(8 * testWages.sunday * 0.09)],
    ]);
    expect(pekka.grossCents).toBe(Math.round(8 * testWages.sunday * 1.09));
    // The register reads the Sunday hours' base wage as time-rate pay (201), the rest as Sunday compensation.
    expect(pekka.incomeTypeTotals).toEqual([
      { incomeType: 201, cents: 8 * testWages.base },
      { incomeType: 221, cents: 8 * (testWages.sunday - testWages.base) },
      { incomeType: 234, cents: Math.round(8 * testWages.sunday * 0.09) },
    ]);
    expect(pekka.lines[0]?.shift).toMatchObject({ day: '2026-10-11', areaName: 'Koivula A' });

    // Tiina's night: ten real hours (the DST hour counted), every line traced to the night shift.
    const tiina = await getPayroll(list.payrolls[1]?.payrollId as string);
    expect(tiina.paidMinutes).toBe(600);
    const shiftLines = tiina.lines.filter((line) => line.shift !== null);
    expect(shiftLines.every((line) => line.shift?.id === night.id && line.day === '2026-10-24')).toBe(true);
    expect(shiftLines.reduce((sum, line) => sum + (line.minutes ?? 0), 0)).toBe(600);
    expect(tiina.grossCents).toBe(tiina.lines.reduce((sum, line) => sum + line.grossCents, 0));
  });

  it("pays a shift's boost and the campaign raise as lines of their own (other supplement, 216)", async () => {
    const db = routes.test.database.connection.db;
    const [campaign] = await db
      .insert(campaigns)
      .values({
        accountId: routes.world.accountId,
        name: 'Syyskampanja',
        type: 'hourly-bonus',
        payValue: 200,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        applyForPastShifts: true,
      })
      .returning({ id: campaigns.id });
    await db
      .insert(campaignAreas)
      .values({ campaignId: campaign?.id as string, areaId: routes.world.area.id });
    // Tuesday 6 October 08-16: eight base hours, a 25 € quick boost, 2 € an hour from the campaign.
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-06T08:00:00+03:00',
      '2026-10-06T16:00:00+03:00',
      {
        quickBoostEuros: 25,
      },
    );
    const list = (await create()).json<PayrollListDetail>();
    const payroll = await getPayroll(list.payrolls[0]?.payrollId as string);
    expect(payroll.lines.map((line) => [line.kind, line.incomeType, line.grossCents])).toEqual([
      ['base', 201, 8 * testWages.base],
      ['boost', 216, 2500],
      ['campaign', 216, 1600],
      ['holidayCompensation', 234, Math.round((8 * testWages.base + 2500 + 1600) * 0.09)],
    ]);
  });

  it('never pays a shift twice: a second list of the same period finds nothing; deleting the first frees them', async () => {
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-06T08:00:00+03:00',
      '2026-10-06T16:00:00+03:00',
    );
    const first = (await create()).json<PayrollListDetail>();
    expect(first.workers).toBe(1);

    const second = (await create()).json<PayrollListDetail>();
    expect(second).toMatchObject({ workers: 0, grossCents: 0, excluded: [] });

    const deleted = await routes.test.request(routes.adminToken, {
      method: 'DELETE',
      url: `${url()}/${first.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const refreshed = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${url()}/${second.id}/refresh`,
    });
    expect(refreshed.json<PayrollListDetail>()).toMatchObject({ workers: 1, grossCents: first.grossCents });

    const page = (
      await routes.test.request(routes.adminToken, { method: 'GET', url: url() })
    ).json<PayrollListPage>();
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
  });

  it('picks up a worker once the payment details are given, on refresh', async () => {
    const unknown = await buildWorker(routes.test.database.connection.db, {
      accountId: routes.world.accountId,
      firstName: 'Uuno',
    });
    await routes.world.addShift(unknown.id, '2026-10-15T08:00:00+03:00', '2026-10-15T16:00:00+03:00');
    const list = (await create()).json<PayrollListDetail>();
    expect(list.workers).toBe(0);
    expect(list.excluded).toHaveLength(1);

    await givePaymentDetails(routes.test.database.connection.db, cipher, unknown.id, { iban: null });
    const stillMissing = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${url()}/${list.id}/refresh`,
    });
    expect(stillMissing.json<PayrollListDetail>().excluded[0]?.reason).toEqual({
      code: 'missingPaymentDetails',
      missing: ['bankAccount'],
    });

    const db = routes.test.database.connection.db;
    await db.delete(workerPaymentDetails).where(eq(workerPaymentDetails.workerId, unknown.id));
    await givePaymentDetails(db, cipher, unknown.id);
    const fixed = await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `${url()}/${list.id}/refresh`,
    });
    expect(fixed.json<PayrollListDetail>()).toMatchObject({ workers: 1, excluded: [] });
  });

  it('keeps the adjustments of a not-paid payroll when the list is refreshed', async () => {
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-06T08:00:00+03:00',
      '2026-10-06T16:00:00+03:00',
    );
    const list = (await create()).json<PayrollListDetail>();
    const payrollId = list.payrolls[0]?.payrollId as string;
    await routes.test.request(routes.adminToken, {
      method: 'POST',
      url: `/api/accounts/${routes.world.accountId}/payrolls/${payrollId}/adjustments`,
      payload: { reason: 'Perehdytyslisä', grossCents: 3000, incomeType: 216 },
    });
    await routes.world.addShift(
      routes.world.tiina.id,
      '2026-10-07T08:00:00+03:00',
      '2026-10-07T16:00:00+03:00',
    );
    await routes.test.request(routes.adminToken, { method: 'POST', url: `${url()}/${list.id}/refresh` });
    const payroll = await getPayroll(payrollId);
    expect(payroll.lines.map((line) => line.kind)).toEqual([
      'base',
      'base',
      'holidayCompensation',
      'adjustment',
    ]);
    expect(payroll.paidMinutes).toBe(960);
  });

  it('lists the newest payment date first and refuses a period that ends before it starts', async () => {
    await create({ ...october, paymentDate: '2026-11-05' });
    await create({ periodFrom: '2026-09-01', periodTo: '2026-09-30', paymentDate: '2026-11-20' });
    const page = (
      await routes.test.request(routes.adminToken, { method: 'GET', url: url() })
    ).json<PayrollListPage>();
    expect(page.items.map((item) => item.paymentDate)).toEqual(['2026-11-20', '2026-11-05']);
    expect(page.total).toBe(2);

    const backwards = await create({
      periodFrom: '2026-10-31',
      periodTo: '2026-10-01',
      paymentDate: '2026-11-13',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<Failure>().code).toBe('PAYROLL_PERIOD_INVALID');
  });

  it("answers 404 for another account's list", async () => {
    const list = (await create()).json<PayrollListDetail>();
    const other = await routes.test.request(routes.adminToken, {
      method: 'GET',
      url: `${url(routes.world.accountA2.id)}/${list.id}`,
    });
    expect(other.statusCode).toBe(404);
  });
});
