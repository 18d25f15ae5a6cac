import { isLocale, type Locale } from '@portal/domain/shared';
import { de, fr, pt } from './invoice-texts-de-fr-pt';
import type { InvoiceTexts } from './invoice-texts-type';

export type { InvoiceTexts };

/**
 * What the invoice PDF and the Finvoice print, per invoice language. Finnish follows the terms Finnish
 * invoices print (Y-tunnus, viitenumero, eräpäivä, ALV-erittely); the payment slip keeps the bank
 * transfer form's Finnish-Swedish labels in Finnish, as the banks' form has them.
 */
const fi: InvoiceTexts = {
  numberLocale: 'fi-FI',
  invoiceTitle: 'LASKU',
  creditNoteTitle: 'HYVITYSLASKU',
  creditsInvoice: (number) => `Hyvitettävä lasku nro ${number}`,
  billTo: 'Laskutettava',
  invoiceNumber: 'Laskun numero',
  invoiceDate: 'Laskun päivämäärä',
  dueDate: 'Eräpäivä',
  paymentTerm: 'Maksuehto',
  paymentTermDays: (days) => (days === 0 ? 'Heti' : `${days} pv netto`),
  referenceNumber: 'Viitenumero',
  rfReference: 'RF-viite',
  period: 'Laskutusjakso',
  contract: 'Sopimus',
  businessId: 'Y-tunnus',
  vatNumber: 'ALV-tunnus',
  einvoiceAddress: 'Verkkolaskuosoite',
  einvoiceOperator: 'Välittäjä',
  email: 'Sähköposti',
  columns: {
    day: 'Päivä',
    worker: 'Työntekijä',
    role: 'Rooli',
    area: 'Kohde',
    kind: 'Tuntilaji',
    quantity: 'Määrä',
    unitPrice: 'à-hinta',
    vatPercent: 'ALV %',
    net: 'Veroton',
  },
  kinds: {
    base: 'Perustunnit',
    evening: 'Iltatyö',
    night: 'Yötyö',
    saturday: 'Lauantaityö',
    sunday: 'Sunnuntai- ja pyhätyö',
    kilometre: 'Kilometrit',
  },
  vatBreakdown: 'ALV-erittely',
  vatColumns: { rate: 'ALV %', net: 'Veroton', vat: 'ALV', gross: 'Verollinen' },
  exemptNote: 'Arvonlisäveroton (AVL 34-36 §)',
  totalNet: 'Veroton yhteensä',
  totalVat: 'ALV yhteensä',
  amountDue: 'Maksettava yhteensä',
  creditTotal: 'Hyvitys yhteensä',
  notes: 'Lisätiedot',
  page: (current, count) => `sivu ${current}/${count}`,
  slip: {
    account: 'Saajan tilinumero\nMottagarens kontonummer',
    recipient: 'Saaja\nMottagare',
    payer: 'Maksaja\nBetalare',
    reference: 'Viitenro\nRef.nr',
    dueDate: 'Eräpäivä\nFörfallodag',
    amount: 'Euro',
    barcode: 'Virtuaaliviivakoodi',
  },
};

const en: InvoiceTexts = {
  numberLocale: 'en-IE',
  invoiceTitle: 'INVOICE',
  creditNoteTitle: 'CREDIT NOTE',
  creditsInvoice: (number) => `Credits invoice no. ${number}`,
  billTo: 'Bill to',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  paymentTerm: 'Payment terms',
  paymentTermDays: (days) => (days === 0 ? 'Due on receipt' : `${days} days net`),
  referenceNumber: 'Reference number',
  rfReference: 'RF creditor reference',
  period: 'Billing period',
  contract: 'Contract',
  businessId: 'Business ID',
  vatNumber: 'VAT number',
  einvoiceAddress: 'E-invoice address',
  einvoiceOperator: 'Operator',
  email: 'E-mail',
  columns: {
    day: 'Day',
    worker: 'Worker',
    role: 'Role',
    area: 'Site',
    kind: 'Hours',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vatPercent: 'VAT %',
    net: 'Net',
  },
  kinds: {
    base: 'Base hours',
    evening: 'Evening',
    night: 'Night',
    saturday: 'Saturday',
    sunday: 'Sunday and holiday',
    kilometre: 'Kilometres',
  },
  vatBreakdown: 'VAT breakdown',
  vatColumns: { rate: 'VAT %', net: 'Net', vat: 'VAT', gross: 'Gross' },
  exemptNote: 'VAT exempt (Finnish VAT Act 34-36 §)',
  totalNet: 'Total excluding VAT',
  totalVat: 'Total VAT',
  amountDue: 'Amount due',
  creditTotal: 'Total credit',
  notes: 'Notes',
  page: (current, count) => `page ${current}/${count}`,
  slip: {
    account: "Recipient's account",
    recipient: 'Recipient',
    payer: 'Payer',
    reference: 'Reference',
    dueDate: 'Due date',
    amount: 'Euro',
    barcode: 'Virtual bank barcode',
  },
};

const textsByLocale: Record<Locale, InvoiceTexts> = { fi, en, de, fr, pt };

/** The texts of an invoice's language; Finnish for a language the portal does not know. */
export function invoiceTexts(language: string): InvoiceTexts {
  return textsByLocale[isLocale(language) ? language : 'fi'];
}
