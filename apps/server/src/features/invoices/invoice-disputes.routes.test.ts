import type { InvoiceDetail, InvoiceDisputeStatus, InvoicePage, InvoiceStatus } from '@portal/domain/billing';
import { invoiceDisputeStatuses } from '@portal/domain/billing';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { invoiceLineDisputes, invoices } from '../../db/schema/invoices.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertInvoiceWithLine } from './invoice-disputes-test-world';
import { buildContract, buildInvoiceWorld, testInvoiceEmail } from './invoices-test-world';

type World = Awaited<ReturnType<typeof buildInvoiceWorld>>;
const sellerEmail = 'laskutus@hoiva.example';

describe('disputes of invoice lines', () => {
  let test: TestApp;
  let world: World;
  let admin: string;
  let customer: string;
  let contractId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    const db = test.database.connection.db;
    world = await buildInvoiceWorld(db);
    admin = await test.signIn(world.users.admin.email);
    customer = await test.signIn(world.users.customer.email);
    contractId = await buildContract(db, world.accountId, [
      { validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3800 }] },
    ]);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, world.accountId));
    await db
      .update(organizations)
      .set({ billingEmail: sellerEmail })
      .where(eq(organizations.id, account?.organizationId as string));
  });

  const urlOf = (invoiceId: string, lineId: string) =>
    `/api/accounts/${world.accountId}/invoices/${invoiceId}/lines/${lineId}/disputes`;
  const dispute = (token: string, invoiceId: string, lineId: string, reason = 'Vuoroa ei tehty') =>
    test.request(token, { method: 'POST', url: urlOf(invoiceId, lineId), payload: { reason } });
  const answer = (
    token: string,
    ids: { invoiceId: string; lineId: string; disputeId: string },
    kind: 'credit' | 'reject',
    payload: InjectOptions['payload'] = kind === 'reject' ? { answer: 'Vuoro tehtiin' } : {},
  ) =>
    test.request(token, {
      method: 'POST',
      url: `${urlOf(ids.invoiceId, ids.lineId)}/${ids.disputeId}/${kind}`,
      payload,
    });
  const line = (status: InvoiceStatus) =>
    insertInvoiceWithLine(test.database.connection.db, world.accountId, contractId, status);
  async function openDispute() {
    const ids = await line('sent');
    const response = await dispute(customer, ids.invoiceId, ids.lineId);
    expect(response.statusCode, response.body).toBe(201);
    const disputeId = response.json<InvoiceDetail>().disputes[0]?.id as string;
    return { ...ids, disputeId };
  }

  it('lets the customer dispute a line: open, shown on the invoice and counted in the list, the seller told', async () => {
    const ids = await line('sent');
    const response = await dispute(customer, ids.invoiceId, ids.lineId);
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<InvoiceDetail>();
    expect(detail.canDispute).toBe(true);
    expect(detail.openDisputeCount).toBe(1);
    expect(detail.disputes).toMatchObject([
      { lineId: ids.lineId, reason: 'Vuoroa ei tehty', status: 'open', answer: null, creditNoteId: null },
    ]);
    expect(detail.disputes[0]?.createdByName).toBeTruthy();
    const list = await test.request(admin, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices`,
    });
    const item = list.json<InvoicePage>().items.find((each) => each.id === ids.invoiceId);
    expect(item?.openDisputeCount).toBe(1);
    await line('sent');
    const disputed = await test.request(customer, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices?status=disputed`,
    });
    expect(disputed.json<InvoicePage>().items.map((each) => each.id)).toEqual([ids.invoiceId]);
    const db = test.database.connection.db;
    const mails = await db.select().from(mailOutbox);
    expect(mails).toMatchObject([{ to: sellerEmail, kind: 'invoice-dispute', accountId: world.accountId }]);
    expect(mails[0]?.text).toContain('Vuoroa ei tehty');
    const audit = await db.select().from(auditLog).where(eq(auditLog.subject, 'InvoiceDispute'));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a dispute of a credited invoice, a credit note, a credited line or a line with an open one', async () => {
    const credited = await line('credited');
    expect((await dispute(customer, credited.invoiceId, credited.lineId)).statusCode).toBe(409);
    const paid = await line('paid');
    expect((await dispute(customer, paid.invoiceId, paid.lineId)).statusCode).toBe(201);
    const again = await dispute(customer, paid.invoiceId, paid.lineId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('DISPUTE_NOT_ALLOWED');
    const open = await openDispute();
    const note = (await answer(admin, open, 'credit')).json<InvoiceDetail>();
    const noteId = note.disputes[0]?.creditNoteId as string;
    const noteLine = (
      await test.request(customer, {
        method: 'GET',
        url: `/api/accounts/${world.accountId}/invoices/${noteId}`,
      })
    ).json<InvoiceDetail>().lines[0]?.id as string;
    expect((await dispute(customer, noteId, noteLine)).statusCode).toBe(409);
    expect((await dispute(customer, open.invoiceId, open.lineId)).statusCode).toBe(409);
    // A customer never sees a draft: it is not found, as when reading it.
    const draft = await line('draft');
    expect((await dispute(customer, draft.invoiceId, draft.lineId)).statusCode).toBe(404);
  });

  it('asks for a reason and refuses staff the dispute and the customer the answer', async () => {
    const ids = await line('sent');
    expect((await dispute(customer, ids.invoiceId, ids.lineId, '  ')).statusCode).toBe(400);
    expect((await dispute(admin, ids.invoiceId, ids.lineId)).statusCode).toBe(403);
    const open = await openDispute();
    expect((await answer(customer, open, 'credit')).statusCode).toBe(403);
    expect((await answer(customer, open, 'reject')).statusCode).toBe(403);
    expect((await answer(admin, open, 'reject', {})).statusCode).toBe(400);
    expect((await answer(admin, open, 'reject', { answer: ' ' })).statusCode).toBe(400);
  });

  it('finds a dispute only under its own invoice and line', async () => {
    const open = await openDispute();
    const other = await line('sent');
    expect((await dispute(customer, open.invoiceId, other.lineId)).statusCode).toBe(404);
    expect((await answer(admin, { ...open, lineId: other.lineId }, 'reject')).statusCode).toBe(404);
    expect((await answer(admin, { ...open, invoiceId: other.invoiceId }, 'credit')).statusCode).toBe(404);
  });

  it('credits the line: a linked credit note summing with it to zero, the invoice credited, the customer told', async () => {
    const open = await openDispute();
    const response = await answer(admin, open, 'credit', { answer: 'Hyvitämme vuoron' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<InvoiceDetail>();
    expect(detail).toMatchObject({ id: open.invoiceId, status: 'credited', openDisputeCount: 0 });
    const answered = detail.disputes[0];
    expect(answered).toMatchObject({ status: 'credited', answer: 'Hyvitämme vuoron' });
    expect(answered?.creditNoteId).toBe(detail.creditNotes[0]?.id);
    expect(answered?.creditNoteNumber).toBe(detail.creditNotes[0]?.number);
    expect(answered?.answeredByName).toBeTruthy();
    const note = (
      await test.request(customer, {
        method: 'GET',
        url: `/api/accounts/${world.accountId}/invoices/${answered?.creditNoteId}`,
      })
    ).json<InvoiceDetail>();
    expect(note.kind).toBe('credit-note');
    expect(note.lines[0]?.netCents).toBe(-(detail.lines[0]?.netCents ?? 0));
    expect(note.grossCents + detail.grossCents).toBe(0);
    const mails = await test.database.connection.db.select().from(mailOutbox);
    const told = mails.find((mail) => mail.kind === 'invoice-dispute-answer');
    expect(told).toMatchObject({ to: testInvoiceEmail });
    expect(told?.text).toContain('Hyvitämme vuoron');
    const seen = await test.request(customer, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices/${open.invoiceId}`,
    });
    expect(seen.json<InvoiceDetail>().disputes[0]).toMatchObject({
      status: 'credited',
      answer: 'Hyvitämme vuoron',
    });
  });

  it('rejects with a reason: the invoice unchanged, the customer sees the answer', async () => {
    const open = await openDispute();
    const response = await answer(admin, open, 'reject');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<InvoiceDetail>()).toMatchObject({ status: 'sent', creditNotes: [] });
    const seen = await test.request(customer, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices/${open.invoiceId}`,
    });
    expect(seen.json<InvoiceDetail>().disputes[0]).toMatchObject({
      status: 'rejected',
      answer: 'Vuoro tehtiin',
    });
    // Rejected, the line may be disputed again.
    expect((await dispute(customer, open.invoiceId, open.lineId, 'Vielä kerran')).statusCode).toBe(201);
  });

  // The dispute's machine: open -> credited | rejected; an answered dispute is never answered again.
  const after: Record<InvoiceDisputeStatus, Record<'credit' | 'reject', InvoiceDisputeStatus | null>> = {
    open: { credit: 'credited', reject: 'rejected' },
    credited: { credit: null, reject: null },
    rejected: { credit: null, reject: null },
  };
  for (const status of invoiceDisputeStatuses) {
    for (const kind of ['credit', 'reject'] as const) {
      const to = after[status][kind];
      it(`${kind} on a ${status} dispute ${to ? `leaves it ${to}` : 'answers 409'}`, async () => {
        const db = test.database.connection.db;
        const open = await openDispute();
        if (status !== 'open') {
          await db
            .update(invoiceLineDisputes)
            .set({ status, answer: 'Vastattu', answeredAt: new Date() })
            .where(eq(invoiceLineDisputes.id, open.disputeId));
        }
        const response = await answer(admin, open, kind);
        const [row] = await db
          .select()
          .from(invoiceLineDisputes)
          .where(eq(invoiceLineDisputes.id, open.disputeId));
        const [invoice] = await db.select().from(invoices).where(eq(invoices.id, open.invoiceId));
        if (to === null) {
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json<{ code: string }>().code).toBe('DISPUTE_NOT_ALLOWED');
          expect(row?.status).toBe(status);
          expect(invoice?.status).toBe('sent');
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        expect(row?.status).toBe(to);
        expect(invoice?.status).toBe(to === 'credited' ? 'credited' : 'sent');
      });
    }
  }
});
