import type { InvoiceDetail, UpcomingCharges } from '@portal/domain/billing';
import type { RateEntry } from '@portal/domain/customer-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildContract, buildInvoiceWorld } from './invoices-test-world';

type World = Awaited<ReturnType<typeof buildInvoiceWorld>>;
type Failure = { code: string; details?: Record<string, unknown> };

const every = (cents: Record<string, number>): RateEntry[] =>
  Object.entries(cents).map(([kind, value]) => ({
    careRole: null,
    kind: kind as RateEntry['kind'],
    cents: value,
  }));

// October 2026 with a price change on the 16th; the test clock stands at 2026-11-22 (Helsinki).
const october = every({
  base: 3800,
  evening: 4200,
  night: 4800,
  saturday: 4500,
  sunday: 6000,
  kilometre: 50,
});
const fromSixteenth = every({
  base: 3990,
  evening: 4400,
  night: 5000,
  saturday: 4700,
  sunday: 6000,
  kilometre: 50,
});

describe('invoice drafts', () => {
  let test: TestApp;
  let world: World;
  let adminToken: string;
  let contractId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildInvoiceWorld(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
    contractId = await buildContract(test.database.connection.db, world.accountId, [
      { validFrom: '2026-10-01', prices: october },
      { validFrom: '2026-10-16', prices: fromSixteenth },
    ]);
  });

  const url = (accountId = world.accountId) => `/api/accounts/${accountId}/invoices`;
  const draft = (body: Record<string, unknown>, token = adminToken, accountId = world.accountId) =>
    test.request(token, { method: 'POST', url: url(accountId), payload: { contractId, ...body } });
  const month = { periodFrom: '2026-10-01', periodTo: '2026-10-31' };

  it('prices each shift by the version of its day, real hours over the DST night, less the break', async () => {
    await world.addShift(contractId, '2026-10-13T07:00:00+03:00', '2026-10-13T15:00:00+03:00', {
      breakMinutes: 30,
      kilometres: 12.5,
    });
    await world.addShift(contractId, '2026-10-20T07:00:00+03:00', '2026-10-20T15:00:00+03:00', {
      breakMinutes: 30,
    });
    // Saturday 22:00 to Sunday 07:00 over the end of summer time: ten real hours, all at the Sunday rate.
    await world.addShift(contractId, '2026-10-24T22:00:00+03:00', '2026-10-25T07:00:00+02:00');
    await world.addShift(contractId, '2026-10-21T07:00:00+03:00', '2026-10-21T15:00:00+03:00', {
      status: 'confirmed',
    });
    await world.addShift(contractId, '2026-11-02T07:00:00+02:00', '2026-11-02T15:00:00+02:00');
    const other = await buildContract(test.database.connection.db, world.accountId, [
      { validFrom: '2026-10-01', prices: october },
    ]);
    await world.addShift(other, '2026-10-14T07:00:00+03:00', '2026-10-14T15:00:00+03:00');

    const response = await draft(month);
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceDetail>();
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      referenceNumber: null,
      virtualBarcode: null,
    });
    expect(
      invoice.lines.map((line) => [
        line.deliveryDay,
        line.kind,
        line.quantityHundredths,
        line.unitCents,
        line.netCents,
      ]),
    ).toEqual([
      ['2026-10-13', 'base', 750, 3800, 28_500],
      ['2026-10-13', 'kilometre', 1250, 50, 625],
      ['2026-10-20', 'base', 750, 3990, 29_925],
      ['2026-10-24', 'sunday', 1000, 6000, 60_000],
    ]);
    expect(invoice.lines[0]).toMatchObject({
      workerName: 'Tiina Tekijä',
      areaName: 'Koivula A',
      careRole: 'lähihoitaja',
      description: 'Aamuvuoro',
      vatCategory: 'standard',
      vatRateBasisPoints: 2550,
    });
    // 1 190,50 € net; VAT 25.5 % rounded once on the row: 303,5775 → 303,58 €.
    expect(invoice).toMatchObject({ netCents: 119_050, vatCents: 30_358, grossCents: 149_408 });
    expect(invoice.vatRows).toEqual([
      {
        category: 'standard',
        rateBasisPoints: 2550,
        netCents: 119_050,
        vatCents: 30_358,
        grossCents: 149_408,
        exemptionBasis: null,
      },
    ]);
    expect(invoice.actions).toEqual(['edit', 'send', 'delete']);
  });

  it('takes each shift once: a second draft finds none, until the first is deleted', async () => {
    await world.addShift(contractId, '2026-10-13T07:00:00+03:00', '2026-10-13T11:00:00+03:00');
    const first = (await draft(month)).json<InvoiceDetail>();
    const again = await draft(month);
    expect(again.statusCode).toBe(422);
    expect(again.json<Failure>().code).toBe('INVOICE_NO_SHIFTS');
    const deleted = await test.request(adminToken, { method: 'DELETE', url: `${url()}/${first.id}` });
    expect(deleted.statusCode).toBe(200);
    const third = await draft(month);
    expect(third.statusCode).toBe(201);
    expect(third.json<InvoiceDetail>().grossCents).toBe(first.grossCents);
  });

  it('refuses shifts the version of their day has no price for, naming the kinds and counting the shifts', async () => {
    const baseOnly = await buildContract(test.database.connection.db, world.accountId, [
      { validFrom: '2026-10-01', prices: every({ base: 3800 }) },
    ]);
    await world.addShift(baseOnly, '2026-10-13T07:00:00+03:00', '2026-10-13T11:00:00+03:00');
    await world.addShift(baseOnly, '2026-10-17T08:00:00+03:00', '2026-10-17T12:00:00+03:00');
    const response = await draft({ ...month, contractId: baseOnly });
    expect(response.statusCode).toBe(422);
    expect(response.json<Failure>()).toMatchObject({
      code: 'INVOICE_UNPRICED_SHIFTS',
      details: { kinds: ['saturday'], count: 1 },
    });
  });

  it('bills an exempt contract at 0 % VAT', async () => {
    const exempt = await buildContract(
      test.database.connection.db,
      world.accountId,
      [{ validFrom: '2026-10-01', prices: october }],
      { vatTreatment: 'exempt', vatExemptionBasis: 'AVL 34 §: terveydenhuollon henkilöstövuokraus' },
    );
    await world.addShift(exempt, '2026-10-13T07:00:00+03:00', '2026-10-13T11:00:00+03:00');
    const invoice = (await draft({ ...month, contractId: exempt })).json<InvoiceDetail>();
    expect(invoice).toMatchObject({ netCents: 15_200, vatCents: 0, grossCents: 15_200 });
    expect(invoice.lines[0]).toMatchObject({ vatCategory: 'exempt', vatRateBasisPoints: 0 });
    expect(invoice.vatRows[0]?.exemptionBasis).toBe('AVL 34 §: terveydenhuollon henkilöstövuokraus');
  });

  it('refuses a reversed or too long period, a contract of another account, and an empty period', async () => {
    const reversed = await draft({ periodFrom: '2026-10-31', periodTo: '2026-10-01' });
    expect([reversed.statusCode, reversed.json<Failure>().code]).toEqual([400, 'INVOICE_PERIOD_INVALID']);
    const long = await draft({ periodFrom: '2025-09-30', periodTo: '2026-10-01' });
    expect([long.statusCode, long.json<Failure>().code]).toEqual([400, 'INVOICE_PERIOD_INVALID']);
    const foreign = await buildContract(test.database.connection.db, world.accountA2.id, [
      { validFrom: '2026-10-01', prices: october },
    ]);
    const elsewhere = await draft({ ...month, contractId: foreign });
    expect([elsewhere.statusCode, elsewhere.json<Failure>().code]).toEqual([422, 'CONTRACT_NOT_IN_ACCOUNT']);
    const empty = await draft(month);
    expect([empty.statusCode, empty.json<Failure>().code]).toEqual([422, 'INVOICE_NO_SHIFTS']);
  });

  it('shows the customer its upcoming charges and the admin the picker; agents see nothing', async () => {
    await world.addShift(contractId, '2026-10-13T07:00:00+03:00', '2026-10-13T11:00:00+03:00');
    await world.addShift(contractId, '2026-10-20T07:00:00+03:00', '2026-10-20T11:00:00+03:00');
    const baseOnly = await buildContract(
      test.database.connection.db,
      world.accountId,
      [{ validFrom: '2026-10-01', prices: every({ base: 3800 }) }],
      { name: 'Vain perustunnit' },
    );
    await world.addShift(baseOnly, '2026-10-17T08:00:00+03:00', '2026-10-17T12:00:00+03:00');
    const customer = await test.signIn(world.users.customer.email);
    const upcoming = await test.request(customer, { method: 'GET', url: `${url()}/upcoming` });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json<UpcomingCharges>().contracts).toEqual([
      {
        contractId,
        contractName: 'Palvelukoti Koivula',
        shiftCount: 2,
        firstDay: '2026-10-13',
        lastDay: '2026-10-20',
        netCents: 15_200 + 15_960,
        grossCents: 31_160 + 7946,
        unpricedShiftCount: 0,
      },
      expect.objectContaining({ contractId: baseOnly, shiftCount: 1, netCents: 0, unpricedShiftCount: 1 }),
    ]);
    const clients = await test.request(adminToken, { method: 'GET', url: `${url()}/clients` });
    expect(clients.json<{ items: { contractId: string; uninvoicedShiftCount: number }[] }>().items).toEqual([
      expect.objectContaining({ contractId, uninvoicedShiftCount: 2 }),
      expect.objectContaining({ contractId: baseOnly, uninvoicedShiftCount: 1 }),
    ]);
    expect((await test.request(customer, { method: 'GET', url: `${url()}/clients` })).statusCode).toBe(403);
    expect((await draft(month, customer)).statusCode).toBe(403);
    const agent = await test.signIn(world.users.agent.email);
    expect((await test.request(agent, { method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await test.request(agent, { method: 'GET', url: `${url()}/upcoming` })).statusCode).toBe(403);
    expect((await draft(month, adminToken, world.accountB1.id)).statusCode).toBe(404);
  });
});
