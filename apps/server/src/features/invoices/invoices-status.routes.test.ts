import {
  type InvoiceAction,
  type InvoiceDetail,
  type InvoicePage,
  type InvoiceStatus,
  invoiceActions,
  invoiceStatuses,
} from '@portal/domain/billing';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { invoices } from '../../db/schema/invoices.schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildContract, buildInvoiceWorld, insertInvoiceIn } from './invoices-test-world';

type World = Awaited<ReturnType<typeof buildInvoiceWorld>>;

/** What each action asks of the API, on an invoice. */
function requestOf(action: InvoiceAction, url: string): InjectOptions {
  switch (action) {
    case 'edit':
      return { method: 'PUT', url, payload: { language: 'en', notes: 'Huom.', paymentTermDays: 21 } };
    case 'send':
      return { method: 'POST', url: `${url}/send` };
    case 'delete':
      return { method: 'DELETE', url };
    case 'markPaid':
      return { method: 'POST', url: `${url}/paid`, payload: { paidOn: '2026-11-20' } };
    case 'markUnpaid':
      return { method: 'POST', url: `${url}/unpaid` };
    case 'credit':
      return { method: 'POST', url: `${url}/credit`, payload: { reason: 'Väärä tuntimäärä' } };
  }
}

/** The status an allowed action leaves (a whole credit of the one-line invoice credits it). */
const statusAfter: Record<InvoiceAction, InvoiceStatus> = {
  edit: 'draft',
  send: 'sent',
  delete: 'deleted',
  markPaid: 'paid',
  markUnpaid: 'sent',
  credit: 'credited',
};

// Every stored status x every action through the API: the allowed ones succeed and leave the status the
// domain's machine says; every other answers 409 INVOICE_NOT_ALLOWED and changes nothing.
describe('the invoice status machine', () => {
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
      { validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3800 }] },
    ]);
  });

  const allowed: Record<InvoiceStatus, readonly InvoiceAction[]> = {
    draft: ['edit', 'send', 'delete'],
    sent: ['markPaid', 'credit'],
    paid: ['markUnpaid', 'credit'],
    credited: [],
    deleted: [],
  };

  for (const status of invoiceStatuses) {
    for (const action of invoiceActions) {
      const isAllowed = allowed[status].includes(action);
      it(`${action} on a ${status} invoice ${isAllowed ? 'succeeds' : 'answers 409'}`, async () => {
        const db = test.database.connection.db;
        const id = await insertInvoiceIn(db, world.accountId, contractId, status);
        const url = `/api/accounts/${world.accountId}/invoices/${id}`;
        const response = await test.request(adminToken, requestOf(action, url));
        const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
        if (!isAllowed) {
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json<{ code: string }>().code).toBe('INVOICE_NOT_ALLOWED');
          expect(row?.status).toBe(status);
          return;
        }
        expect(response.statusCode, response.body).toBe(action === 'credit' ? 201 : 200);
        expect(row?.status).toBe(statusAfter[action]);
        const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
        expect(audit.length).toBe(1);
      });
    }
  }

  it('offers each role only the actions it may take: admins by status, the customer none and no drafts', async () => {
    const db = test.database.connection.db;
    const customer = await test.signIn(world.users.customer.email);
    for (const status of invoiceStatuses) {
      const id = await insertInvoiceIn(db, world.accountId, contractId, status);
      const url = `/api/accounts/${world.accountId}/invoices/${id}`;
      const asAdmin = (await test.request(adminToken, { method: 'GET', url })).json<InvoiceDetail>();
      expect(asAdmin.actions, status).toEqual(allowed[status]);
      const asCustomer = await test.request(customer, { method: 'GET', url });
      if (status === 'draft' || status === 'deleted') {
        expect(asCustomer.statusCode, status).toBe(404);
      } else {
        expect(asCustomer.statusCode, status).toBe(200);
        expect(asCustomer.json<InvoiceDetail>().actions).toEqual([]);
      }
      for (const action of invoiceActions) {
        expect((await test.request(customer, requestOf(action, url))).statusCode, action).toBe(403);
      }
    }
    const list = await test.request(customer, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices`,
    });
    expect(
      list
        .json<InvoicePage>()
        .items.map((item) => item.status)
        .sort(),
    ).toEqual(['credited', 'paid', 'sent']);
  });

  it('takes no action on a credit note', async () => {
    const id = await insertInvoiceIn(test.database.connection.db, world.accountId, contractId, 'sent');
    const url = `/api/accounts/${world.accountId}/invoices/${id}`;
    const note = (await test.request(adminToken, requestOf('credit', url))).json<InvoiceDetail>();
    expect(note).toMatchObject({ kind: 'credit-note', status: 'sent', actions: [] });
    for (const action of invoiceActions) {
      const response = await test.request(
        adminToken,
        requestOf(action, `/api/accounts/${world.accountId}/invoices/${note.id}`),
      );
      expect(response.statusCode, action).toBe(409);
    }
  });
});
