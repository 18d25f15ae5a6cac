import { readFileSync } from 'node:fs';
import type { InvoiceDetail } from '@portal/domain/billing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildContract, buildInvoiceWorld } from './invoices-test-world';

const schema = {
  fileName: 'Finvoice3.0.xsd',
  contents: readFileSync(new URL('./documents/schemas/Finvoice3.0.xsd', import.meta.url), 'utf8'),
};

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

// The files of a sent invoice as the invoice page opens them: the PDF inline, the Finvoice as a download.
describe('an invoice as a PDF and as a Finvoice message', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildInvoiceWorld>>;
  let adminToken: string;
  let draft: InvoiceDetail;
  let sent: InvoiceDetail;

  beforeAll(async () => {
    test = await createTestApp();
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildInvoiceWorld(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
    const contractId = await buildContract(test.database.connection.db, world.accountId, [
      { validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3800 }] },
    ]);
    const url = `/api/accounts/${world.accountId}/invoices`;
    const draftOf = async (day: string) => {
      await world.addShift(contractId, `${day}T07:00:00+03:00`, `${day}T11:00:00+03:00`);
      const created = await test.request(adminToken, {
        method: 'POST',
        url,
        payload: { contractId, periodFrom: day, periodTo: day },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<InvoiceDetail>();
    };
    draft = await draftOf('2026-10-14');
    const toSend = await draftOf('2026-10-13');
    const response = await test.request(adminToken, { method: 'POST', url: `${url}/${toSend.id}/send` });
    expect(response.statusCode, response.body).toBe(200);
    sent = response.json<InvoiceDetail>();
  });
  afterAll(async () => {
    await test.close();
  });

  const file = (invoice: InvoiceDetail, kind: 'pdf' | 'finvoice') =>
    test.request(adminToken, {
      method: 'GET',
      url: `/api/accounts/${world.accountId}/invoices/${invoice.id}/${kind}`,
    });

  it('opens the sent invoice as a PDF with its number, reference, total and barcode digits', async () => {
    const response = await file(sent, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="lasku-${sent.number}.pdf"; filename*=UTF-8''lasku-${sent.number}.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Laskun numero ${sent.number}`);
    expect(text).toContain(`Viitenumero ${sent.referenceNumber}`);
    expect(text).toContain('Maksettava yhteensä 190,76 €');
    expect(text).toContain(sent.virtualBarcode ?? 'a barcode');
  });

  it('downloads the sent invoice as a Finvoice 3.0 message that the official schema accepts', async () => {
    const response = await file(sent, 'finvoice');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="finvoice-\d+\.xml"/);
    const result = await validateXML({ xml: { fileName: 'invoice.xml', contents: response.body }, schema });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(response.body).toContain(`<InvoiceNumber>${sent.number}</InvoiceNumber>`);
  });

  it('has no file for a draft, which has no number or reference yet', async () => {
    for (const kind of ['pdf', 'finvoice'] as const) {
      const response = await file(draft, kind);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('INVOICE_NOT_ALLOWED');
    }
  });
});
