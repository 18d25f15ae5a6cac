import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { renderFinvoice } from './finvoice';
import { creditNote, exemptInvoice, standardRateInvoice } from './invoice-fixtures';

const schema = {
  fileName: 'Finvoice3.0.xsd',
  contents: readFileSync(new URL('./schemas/Finvoice3.0.xsd', import.meta.url), 'utf8'),
};
const at = new Date('2024-09-16T09:30:00.000Z');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'invoice.xml', contents: xml }, schema });
  return result.errors.map((error) => error.message);
}

/** Every amount of an element as cents ('-1234,50' → -123450). */
function amounts(xml: string, element: string): number[] {
  const pattern = new RegExp(`<${element}[^>]*>(-?)(\\d+),(\\d{2})</${element}>`, 'g');
  return [...xml.matchAll(pattern)].map(([, sign, whole, cents]) => {
    const value = Number(whole) * 100 + Number(cents);
    return sign === '-' ? -value : value;
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const cases = [
  ['an invoice across the VAT change (24 % and 25.5 %)', standardRateInvoice('fi')],
  ['an invoice in English', standardRateInvoice('en')],
  ['an exempt invoice', exemptInvoice()],
  ['an exempt invoice with its stored basis', exemptInvoice('Terveydenhuoltohenkilöstön vuokraus, AVL 34 §')],
  ['a credit note', creditNote('fi')],
] as const;

describe('the Finvoice 3.0 e-invoice', () => {
  it.each(cases)('validates against the official schema: %s', async (_name, invoice) => {
    const xml = renderFinvoice(invoice, at);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<Finvoice Version="3.0"');
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="Finvoice3.0.xsd"');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it.each(cases)('adds up: rows, VAT rows, totals and the payment (%s)', (_name, invoice) => {
    const xml = renderFinvoice(invoice, at);
    const [net] = amounts(xml, 'InvoiceTotalVatExcludedAmount');
    const [vat] = amounts(xml, 'InvoiceTotalVatAmount');
    const [gross] = amounts(xml, 'InvoiceTotalVatIncludedAmount');
    expect([net, vat, gross]).toEqual([invoice.netCents, invoice.vatCents, invoice.grossCents]);
    expect(amounts(xml, 'RowVatExcludedAmount')).toHaveLength(invoice.lines.length);
    expect(sum(amounts(xml, 'RowVatExcludedAmount'))).toBe(net);
    expect(sum(amounts(xml, 'VatBaseAmount'))).toBe(net);
    expect(sum(amounts(xml, 'VatRateAmount'))).toBe(vat);
    expect((net ?? 0) + (vat ?? 0)).toBe(gross);
    expect(amounts(xml, 'EpiInstructedAmount')).toEqual([gross]);
  });

  it('carries the parties, both VAT rates, the reference and the bank account', () => {
    const invoice = standardRateInvoice('fi');
    const xml = renderFinvoice(invoice, at);
    expect(xml).toContain('<InvoiceTypeCode>INV01</InvoiceTypeCode>');
    expect(xml).toContain('<InvoiceNumber>1042</InvoiceNumber>');
    expect(xml).toContain('<InvoiceDate Format="CCYYMMDD">20240916</InvoiceDate>');
    expect(xml).toContain('<SellerPartyIdentifier>0116297-6</SellerPartyIdentifier>');
    expect(xml).toContain('<SellerOrganisationTaxCode>FI01162976</SellerOrganisationTaxCode>');
    expect(xml).toContain('<SellerOrganisationUnitNumber>003701162976</SellerOrganisationUnitNumber>');
    expect(xml).toContain('<BuyerPartyIdentifier>7654321-2</BuyerPartyIdentifier>');
    expect(xml).toContain('<ToIdentifier SchemeID="0037">003776543212</ToIdentifier>');
    expect(xml).toContain('<VatRatePercent>24</VatRatePercent>');
    expect(xml).toContain('<VatRatePercent>25,5</VatRatePercent>');
    expect(xml).toContain(
      '<SellerAccountID IdentificationSchemeName="IBAN">FI2112345600000785</SellerAccountID>',
    );
    expect(xml).toContain('<EpiBfiIdentifier IdentificationSchemeName="BIC">NDEAFIHH</EpiBfiIdentifier>');
    const reference = invoice.referenceNumber?.replace(/\s/g, '');
    expect(xml).toContain(
      `<EpiRemittanceInfoIdentifier IdentificationSchemeName="SPY">${reference}</EpiRemittanceInfoIdentifier>`,
    );
    expect(xml).toContain('<EpiDateOptionDate Format="CCYYMMDD">20240930</EpiDateOptionDate>');
  });

  it('gives exempt rows their reason, and a credit note its type and the invoice it credits', () => {
    const exempt = renderFinvoice(exemptInvoice(), at);
    expect(exempt).toContain('<VatCode>E</VatCode>');
    expect(exempt).toContain('<VatFreeText>Arvonlisäveroton (AVL 34-36 §)</VatFreeText>');
    expect(exempt).toContain('<VatExemptionReasonCode>VATEX-EU-132</VatExemptionReasonCode>');

    const credit = renderFinvoice(creditNote('fi'), at);
    expect(credit).toContain('<InvoiceTypeCode>INV02</InvoiceTypeCode>');
    expect(credit).toContain('<OriginalInvoiceNumber>1042</OriginalInvoiceNumber>');
  });

  it('fails the schema when the file is broken (so the validation above can fail)', async () => {
    const xml = renderFinvoice(standardRateInvoice('fi'), at);
    const withoutPayment = xml.replace(/<EpiDetails>[\s\S]*<\/EpiDetails>/, '');
    expect(await schemaErrors(withoutPayment)).not.toEqual([]);
    const badAmount = xml.replace(
      /<InvoiceTotalVatIncludedAmount([^>]*)>[^<]*</,
      '<InvoiceTotalVatIncludedAmount$1>3147.62<',
    );
    expect(await schemaErrors(badAmount)).not.toEqual([]);
  });

  it('refuses a draft, which has no number yet', () => {
    const draft = { ...standardRateInvoice('fi'), number: null, invoiceDate: null };
    expect(() => renderFinvoice(draft, at)).toThrow('INVOICE_NOT_ALLOWED');
  });
});
