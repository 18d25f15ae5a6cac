import type { InvoiceDetail } from '@portal/domain/billing';
import { formatIban } from '@portal/domain/billing';
import bwipjs from 'bwip-js/node';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatDay, formatQuantity } from './invoice-format';
import type { InvoiceTexts } from './invoice-texts-type';

/** The height the slip takes at the bottom of the last page, cut line and barcode included (points). */
export const paymentSlipHeight = 236;

/** The bank barcode (Code 128, the 54 digits of the virtual barcode) as an SVG pdfmake draws as vectors. */
export function barcodeSvg(digits: string): string {
  return bwipjs.toSVG({ bcid: 'code128', text: digits, height: 13, includetext: false });
}

function field(label: string, value: string, valueStyle = 'slipValue'): TableCell {
  return {
    stack: [
      { text: label, style: 'slipLabel' },
      { text: value === '' ? ' ' : value, style: valueStyle },
    ],
  };
}

function lines(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join('\n');
}

/**
 * The payment slip of a Finnish invoice (the bank transfer form's fields and the bank barcode), for an
 * invoice with a virtual barcode. Version 5 barcodes carry the RF reference, version 4 the national one.
 */
export function paymentSlip(invoice: InvoiceDetail, texts: InvoiceTexts): Content[] {
  const digits = invoice.virtualBarcode;
  if (!digits) {
    return [];
  }
  const reference = digits.startsWith('5') ? invoice.rfReference : invoice.referenceNumber;
  const { seller, buyer } = invoice;
  const account = lines([
    seller.iban ? formatIban(seller.iban) : null,
    seller.bic ? `BIC ${seller.bic}` : null,
  ]);
  const address = [buyer.streetAddress, [buyer.postcode, buyer.city].filter(Boolean).join(' ')];
  const payer = lines([buyer.name, address.filter(Boolean).join(', ')]);
  return [
    {
      canvas: [{ type: 'line', x1: 0, y1: 6, x2: 499, y2: 6, lineWidth: 0.5, dash: { length: 4, space: 3 } }],
      margin: [0, 0, 0, 8],
    },
    {
      table: {
        widths: ['*', 170],
        body: [
          [field(texts.slip.account, account), field(texts.slip.reference, reference ?? '', 'slipStrong')],
          [
            field(texts.slip.recipient, seller.name),
            field(texts.slip.dueDate, invoice.dueDate ? formatDay(invoice.dueDate, texts) : '', 'slipStrong'),
          ],
          [
            field(texts.slip.payer, payer),
            field(texts.slip.amount, formatQuantity(invoice.grossCents, texts), 'slipStrong'),
          ],
        ],
      },
      layout: {
        hLineWidth: () => 0.5,
        vLineWidth: () => 0.5,
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
    },
    { text: texts.slip.barcode, style: 'slipLabel', margin: [0, 6, 0, 2] },
    { svg: barcodeSvg(digits), width: 400, height: 38, alignment: 'center' },
    { text: digits, style: 'barcodeDigits' },
  ];
}
