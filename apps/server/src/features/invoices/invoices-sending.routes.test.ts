import {
  type InvoiceDetail,
  type InvoicePage,
  nationalReferenceOf,
  rfReferenceOf,
  virtualBarcodeOf,
} from '@portal/domain/billing';
import { formatEuros } from '@portal/domain/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildContract, buildInvoiceWorld, testInvoiceEmail, testSeller } from './invoices-test-world';

type World = Awaited<ReturnType<typeof buildInvoiceWorld>>;
type Failure = { code: string; details?: Record<string, unknown> };

// The test clock stands at 2026-11-22 (Helsinki). Each draft bills one October day of its own.
describe('sending, paying and crediting invoices', () => {
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
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildInvoiceWorld(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
    contractId = await buildContract(test.database.connection.db, world.accountId, [
      {
        validFrom: '2026-01-01',
        prices: [
          { careRole: null, kind: 'base', cents: 3800 },
          { careRole: null, kind: 'kilometre', cents: 50 },
        ],
      },
    ]);
  });

  const url = (suffix = '') => `/api/accounts/${world.accountId}/invoices${suffix}`;
  /** A draft of one weekday in October (its own four-hour shift, with kilometres). */
  async function draftOn(day: string): Promise<InvoiceDetail> {
    await world.addShift(contractId, `${day}T07:00:00+03:00`, `${day}T11:00:00+03:00`, { kilometres: 10 });
    const response = await test.request(adminToken, {
      method: 'POST',
      url: url(),
      payload: { contractId, periodFrom: day, periodTo: day },
    });
    expect(response.statusCode, response.body).toBe(201);
    // The next record is a minute newer: the list orders by creation.
    test.clock.advance(60_000);
    return response.json<InvoiceDetail>();
  }
  const act = (id: string, action: string, payload?: object) =>
    test.request(adminToken, {
      method: 'POST',
      url: url(`/${id}/${action}`),
      ...(payload ? { payload } : {}),
    });

  it('numbers, dates and references a sent invoice, freezes the parties and queues the mail', async () => {
    const draft = await draftOn('2026-10-13');
    const response = await act(draft.id, 'send');
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<InvoiceDetail>();
    const reference = nationalReferenceOf(1001);
    expect(sent).toMatchObject({
      status: 'sent',
      number: 1,
      invoiceDate: '2026-11-22',
      dueDate: '2026-12-06',
      referenceNumber: reference,
      rfReference: rfReferenceOf(reference).replace(/(.{4})(?=.)/g, '$1 '),
      seller: { name: testSeller.legalName, businessId: testSeller.businessId, iban: testSeller.iban },
      buyer: { email: testInvoiceEmail },
      actions: ['markPaid', 'credit'],
    });
    // 4 h x 38 € + 10 km x 0,50 € = 157 € net, 197,04 € with 25.5 % VAT.
    expect(sent.grossCents).toBe(19_704);
    const barcode = virtualBarcodeOf({
      iban: testSeller.iban,
      amountCents: 19_704,
      reference,
      dueDate: '2026-12-06',
    });
    expect(sent.virtualBarcode).toBe(barcode);
    expect(barcode.startsWith('4')).toBe(true);
    const mails = await test.database.connection.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: testInvoiceEmail, kind: 'invoice', accountId: world.accountId });
    expect(mails[0]?.subject).toContain('Lasku 1');
    for (const fact of [
      reference,
      formatEuros(19_704),
      '06.12.2026',
      barcode,
      `/apps/billing/invoices/create/${draft.id}`,
    ]) {
      expect(mails[0]?.text).toContain(fact);
    }
    // Later changes of the seller's details do not change a sent invoice.
    await test.database.connection.db.update(organizations).set({ legalName: 'Uusi nimi Oy' });
    const again = await test.request(adminToken, { method: 'GET', url: url(`/${draft.id}`) });
    expect(again.json<InvoiceDetail>().seller.name).toBe(testSeller.legalName);
  });

  it('gives gapless numbers: a deleted draft takes none, two sends at once take two in a row', async () => {
    const first = await draftOn('2026-10-12');
    const dropped = await draftOn('2026-10-13');
    const third = await draftOn('2026-10-14');
    const fourth = await draftOn('2026-10-15');
    expect(
      (await test.request(adminToken, { method: 'DELETE', url: url(`/${dropped.id}`) })).statusCode,
    ).toBe(200);
    expect((await act(first.id, 'send')).json<InvoiceDetail>().number).toBe(1);
    const [one, two] = await Promise.all([act(third.id, 'send'), act(fourth.id, 'send')]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    const numbers = [one, two].map((response) => response?.json<InvoiceDetail>().number).sort();
    expect(numbers).toEqual([2, 3]);
    const references = [one, two].map((response) => response?.json<InvoiceDetail>().referenceNumber);
    expect(new Set(references).size).toBe(2);
  });

  it('refuses to send while the seller or the buyer lacks billing details, naming the fields', async () => {
    const draft = await draftOn('2026-10-13');
    await test.database.connection.db.update(organizations).set({ businessId: null, bic: null });
    const response = await act(draft.id, 'send');
    expect(response.statusCode).toBe(422);
    expect(response.json<Failure>()).toMatchObject({
      code: 'BILLING_DETAILS_MISSING',
      details: { fields: ['seller.businessId', 'seller.bic'] },
    });
    const page = await test.request(adminToken, { method: 'GET', url: url() });
    expect(page.json<InvoicePage>().items[0]).toMatchObject({ status: 'draft', number: null });
  });

  it('records a payment between the invoice date and today, and takes it back', async () => {
    const draft = await draftOn('2026-10-13');
    await act(draft.id, 'send');
    for (const paidOn of ['2026-11-21', '2026-11-23']) {
      const refused = await act(draft.id, 'paid', { paidOn });
      expect([refused.statusCode, refused.json<Failure>().code], paidOn).toEqual([
        400,
        'INVOICE_PAID_ON_INVALID',
      ]);
    }
    const paid = await act(draft.id, 'paid', { paidOn: '2026-11-22' });
    expect(paid.json<InvoiceDetail>()).toMatchObject({
      status: 'paid',
      paidOn: '2026-11-22',
      actions: ['markUnpaid', 'credit'],
    });
    const unpaid = await act(draft.id, 'unpaid');
    expect(unpaid.json<InvoiceDetail>()).toMatchObject({ status: 'sent', paidOn: null });
  });

  it('credits a line, refuses it twice, credits the rest: the credit notes and the invoice sum to zero', async () => {
    const draft = await draftOn('2026-10-13');
    const sent = (await act(draft.id, 'send')).json<InvoiceDetail>();
    const kilometres = sent.lines.find((line) => line.kind === 'kilometre');
    const partial = await act(sent.id, 'credit', { lineIds: [kilometres?.id], reason: 'Ei matkoja' });
    expect(partial.statusCode, partial.body).toBe(201);
    const note = partial.json<InvoiceDetail>();
    expect(note).toMatchObject({
      kind: 'credit-note',
      status: 'sent',
      number: 2,
      creditsInvoiceId: sent.id,
      creditsInvoiceNumber: 1,
      notes: 'Ei matkoja',
      invoiceDate: '2026-11-22',
      referenceNumber: nationalReferenceOf(1002),
      virtualBarcode: null,
      netCents: -500,
    });
    expect(note.lines.map((line) => [line.kind, line.quantityHundredths, line.netCents])).toEqual([
      ['kilometre', -1000, -500],
    ]);
    const mails = await test.database.connection.db.select().from(mailOutbox);
    const noteMail = mails.find((mail) => mail.kind === 'credit-note');
    expect(noteMail?.subject).toContain('Hyvityslasku 2');
    expect(noteMail?.text).toContain(formatEuros(note.grossCents));
    expect(noteMail?.text).not.toContain('Eräpäivä');
    const twice = await act(sent.id, 'credit', { lineIds: [kilometres?.id], reason: 'Uudestaan' });
    expect([twice.statusCode, twice.json<Failure>().code]).toEqual([409, 'INVOICE_NOT_ALLOWED']);
    const afterPartial = await test.request(adminToken, { method: 'GET', url: url(`/${sent.id}`) });
    expect(afterPartial.json<InvoiceDetail>()).toMatchObject({
      status: 'sent',
      creditNotes: [{ id: note.id, number: 2 }],
    });
    const rest = (await act(sent.id, 'credit', { reason: 'Koko lasku' })).json<InvoiceDetail>();
    const invoice = (
      await test.request(adminToken, { method: 'GET', url: url(`/${sent.id}`) })
    ).json<InvoiceDetail>();
    expect(invoice.status).toBe('credited');
    expect(invoice.creditNotes.map((credit) => credit.number)).toEqual([2, 3]);
    expect(invoice.netCents + note.netCents + rest.netCents).toBe(0);
    expect(invoice.grossCents + invoice.creditNotes.reduce((sum, credit) => sum + credit.grossCents, 0)).toBe(
      0,
    );
    // The credited shift is free again: it drafts anew.
    const redraft = await test.request(adminToken, {
      method: 'POST',
      url: url(),
      payload: { contractId, periodFrom: '2026-10-13', periodTo: '2026-10-13' },
    });
    expect(redraft.statusCode).toBe(201);
  });

  it('lists newest first with the page totals, and filters overdue, contract and period', async () => {
    const older = await draftOn('2026-10-12');
    const newer = await draftOn('2026-10-19');
    await act(older.id, 'send');
    const all = (await test.request(adminToken, { method: 'GET', url: url() })).json<InvoicePage>();
    expect(all.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(all.pageTotals.grossCents).toBe(older.grossCents + newer.grossCents);
    test.clock.set(new Date('2026-12-08T10:00:00Z'));
    adminToken = await test.signIn(world.users.admin.email);
    const overdue = (
      await test.request(adminToken, { method: 'GET', url: url('?status=overdue') })
    ).json<InvoicePage>();
    expect(overdue.items.map((item) => [item.id, item.displayStatus])).toEqual([[older.id, 'overdue']]);
    const sentOnly = (
      await test.request(adminToken, { method: 'GET', url: url('?status=sent') })
    ).json<InvoicePage>();
    expect(sentOnly.total).toBe(0);
    const period = (
      await test.request(adminToken, { method: 'GET', url: url('?from=2026-10-15&to=2026-10-31') })
    ).json<InvoicePage>();
    expect(period.items.map((item) => item.id)).toEqual([newer.id]);
    const otherContract = (
      await test.request(adminToken, { method: 'GET', url: url(`?contractId=${world.area.id}`) })
    ).json<InvoicePage>();
    expect(otherContract.total).toBe(0);
  });
});
