import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { creditNote, exemptInvoice, standardRateInvoice } from './invoice-fixtures';
import { invoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { barcodeSvg } from './invoice-pdf-slip';

/** The PDF's text as a reader extracts it, spaces (no-break ones too) collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

const spaced = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

describe('the invoice PDF', () => {
  it('is a PDF with the invoice in Finnish: number, references, totals, bank details and the barcode digits', async () => {
    const invoice = standardRateInvoice('fi');
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(pdf);
    expect(text).toContain('LASKU');
    expect(text).toContain('Laskun numero 1042');
    expect(text).toContain(`Viitenumero ${invoice.referenceNumber}`);
    expect(text).toContain(`RF-viite ${invoice.rfReference}`);
    expect(text).toContain('FI21 1234 5600 0007 85');
    expect(text).toContain('NDEAFIHH');
    expect(text).toContain('Y-tunnus 0116297-6');
    expect(text).toContain('Y-tunnus 7654321-2');
    expect(text).toContain('Eräpäivä 30.9.2024');
    expect(text).toContain('14 pv netto');
    // Both VAT rates of the period, a quantity with a decimal comma, the totals as Finnish invoices print them.
    expect(text).toContain('24 %');
    expect(text).toContain('25,5 %');
    expect(text).toContain('7,75 h');
    expect(text).toContain(`Veroton yhteensä ${spaced(formatFi(invoice.netCents))}`);
    expect(text).toContain(`ALV yhteensä ${spaced(formatFi(invoice.vatCents))}`);
    expect(text).toContain(`Maksettava yhteensä ${spaced(formatFi(invoice.grossCents))}`);
    expect(invoice.virtualBarcode).toMatch(/^5\d{53}$/);
    expect(text).toContain(invoice.virtualBarcode);
    expect(text).toContain('Saajan tilinumero');
  });

  it('draws the bank barcode as a Code 128 vector image in the payment slip', () => {
    const invoice = standardRateInvoice('fi');
    const svg = barcodeSvg(invoice.virtualBarcode ?? '');
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    expect(JSON.stringify(invoiceDocument(invoice).content)).toContain(JSON.stringify(svg));
    expect(JSON.stringify(invoiceDocument(creditNote('fi')).content)).not.toContain('<svg');
  });

  it('is written in the invoice language: English labels and amounts', async () => {
    const invoice = standardRateInvoice('en');
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Invoice number 1042');
    expect(text).toContain(`Reference number ${invoice.referenceNumber}`);
    expect(text).toContain(`RF creditor reference ${invoice.rfReference}`);
    expect(text).toContain('Due date 30/9/2024');
    expect(text).toContain('FI21 1234 5600 0007 85');
    expect(text).toContain(
      `Amount due €${(invoice.grossCents / 100).toLocaleString('en-IE', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain('VAT breakdown');
    expect(text).toContain(invoice.virtualBarcode);
    expect(text).not.toContain('Viitenumero');
  });

  it('prints an exempt invoice with the exemption note, or the contract basis stored for it', async () => {
    const standard = await pdfText(await renderInvoicePdf(exemptInvoice()));
    expect(standard).toContain('Arvonlisäveroton (AVL 34-36 §)');
    expect(standard).toContain(`ALV yhteensä ${spaced(formatFi(0))}`);

    const basis = 'Terveydenhuoltohenkilöstön vuokraus, AVL 34 §';
    expect(await pdfText(await renderInvoicePdf(exemptInvoice(basis)))).toContain(basis);
  });

  it('prints a credit note with the invoice it credits and no payment slip', async () => {
    const note = creditNote('fi');
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain('HYVITYSLASKU');
    expect(text).toContain('Hyvitettävä lasku nro 1042');
    expect(text).toContain(`Hyvitys yhteensä ${spaced(formatFi(note.grossCents))}`);
    expect(note.grossCents).toBeLessThan(0);
    expect(text).not.toContain('Saajan tilinumero');
  });
});

function formatFi(cents: number): string {
  return new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u2212/g, '-');
}
