import type { InvoiceDetail, InvoiceLine, InvoicePartyView } from '@portal/domain/billing';
import { formatIban } from '@portal/domain/billing';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../../../lib/pdf';
import { formatDay, formatMoney, formatQuantity, formatRate } from './invoice-format';
import { paymentSlip, paymentSlipHeight } from './invoice-pdf-slip';
import { invoiceTexts } from './invoice-texts';
import type { InvoiceTexts } from './invoice-texts-type';

/** The finnish VAT number of a business ID: FI and its eight digits (0116297-6 → FI01162976). */
export function vatNumberOf(businessId: string | null): string | null {
  return businessId ? `FI${businessId.replace('-', '')}` : null;
}

function joined(parts: readonly (string | null | undefined)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(separator);
}

function partyBlock(party: InvoicePartyView, texts: InvoiceTexts, title?: string): Content {
  const rows: string[] = [
    joined([party.streetAddress], ''),
    joined([party.postcode, party.city], ' '),
    party.businessId ? `${texts.businessId} ${party.businessId}` : '',
    party.businessId ? `${texts.vatNumber} ${vatNumberOf(party.businessId)}` : '',
    party.einvoiceAddress
      ? `${texts.einvoiceAddress} ${joined([party.einvoiceAddress, party.einvoiceOperator && `(${texts.einvoiceOperator} ${party.einvoiceOperator})`], ' ')}`
      : '',
    party.email ? `${texts.email} ${party.email}` : '',
  ].filter((row) => row !== '');
  return {
    stack: [
      ...(title ? [{ text: title, style: 'label' }] : []),
      { text: party.name, bold: true },
      ...rows.map((row) => ({ text: row })),
    ],
  };
}

function keyValues(rows: readonly [string, string | null][]): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => [
          { text: label, style: 'label' },
          { text: value, alignment: 'right' },
        ]),
    },
    layout: 'noBorders',
  };
}

function lineRow(line: InvoiceLine, texts: InvoiceTexts): TableCell[] {
  // A campaign line of one (decision 0038) is one piece: the number alone reads right in every language.
  const unit =
    line.kind === 'kilometre' ? 'km' : line.kind === 'campaign' && line.quantityHundredths === 100 ? '' : 'h';
  return [
    formatDay(line.deliveryDay, texts),
    line.workerName ?? '',
    line.careRole ?? '',
    line.areaName ?? '',
    texts.kinds[line.kind] ?? line.description,
    { text: `${formatQuantity(line.quantityHundredths, texts)} ${unit}`.trim(), alignment: 'right' },
    { text: formatMoney(line.unitCents, texts), alignment: 'right' },
    { text: formatRate(line.vatRateBasisPoints, texts), alignment: 'right' },
    { text: formatMoney(line.netCents, texts), alignment: 'right' },
  ];
}

function linesTable(invoice: InvoiceDetail, texts: InvoiceTexts): Content {
  const { columns } = texts;
  const header = [
    columns.day,
    columns.worker,
    columns.role,
    columns.area,
    columns.kind,
    columns.quantity,
    columns.unitPrice,
    columns.vatPercent,
    columns.net,
  ].map((text, index) => ({ text, style: 'tableHeader', alignment: index >= 5 ? 'right' : 'left' }));
  return {
    table: {
      headerRows: 1,
      widths: ['auto', '*', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [header as TableCell[], ...invoice.lines.map((line) => lineRow(line, texts))],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 8],
  };
}

/** The exemption note of an exempt VAT row: the stored legal basis, or the AVL 34-36 § text. */
function exemptionNote(basis: string | null | undefined, texts: InvoiceTexts): string {
  return basis?.trim() ? basis.trim() : texts.exemptNote;
}

function vatTable(invoice: InvoiceDetail, texts: InvoiceTexts): Content[] {
  const { vatColumns } = texts;
  const body: TableCell[][] = [
    [vatColumns.rate, vatColumns.net, vatColumns.vat, vatColumns.gross].map((text, index) => ({
      text,
      style: 'tableHeader',
      alignment: index === 0 ? ('left' as const) : ('right' as const),
    })),
    ...invoice.vatRows.map((row): TableCell[] => [
      row.category === 'exempt'
        ? `0\u00a0% – ${exemptionNote(row.exemptionBasis, texts)}`
        : formatRate(row.rateBasisPoints, texts),
      { text: formatMoney(row.netCents, texts), alignment: 'right' as const },
      { text: formatMoney(row.vatCents, texts), alignment: 'right' as const },
      { text: formatMoney(row.grossCents, texts), alignment: 'right' as const },
    ]),
  ];
  return [
    { text: texts.vatBreakdown, style: 'section' },
    { table: { widths: ['*', 80, 80, 80], body }, layout: 'lightHorizontalLines', fontSize: 9 },
  ];
}

function totals(invoice: InvoiceDetail, texts: InvoiceTexts): Content {
  const payable = invoice.kind === 'credit-note' ? texts.creditTotal : texts.amountDue;
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 260,
        table: {
          widths: ['*', 'auto'],
          body: [
            [texts.totalNet, { text: formatMoney(invoice.netCents, texts), alignment: 'right' }],
            [texts.totalVat, { text: formatMoney(invoice.vatCents, texts), alignment: 'right' }],
            [
              { text: payable, bold: true },
              { text: formatMoney(invoice.grossCents, texts), alignment: 'right', bold: true },
            ],
          ],
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 8, 0, 0],
  };
}

function header(invoice: InvoiceDetail, texts: InvoiceTexts): Content {
  const isCredit = invoice.kind === 'credit-note';
  const { seller } = invoice;
  return {
    columns: [
      partyBlock(seller, texts),
      {
        width: 250,
        stack: [
          { text: isCredit ? texts.creditNoteTitle : texts.invoiceTitle, style: 'title' },
          keyValues([
            [texts.invoiceNumber, invoice.number === null ? null : String(invoice.number)],
            [texts.invoiceDate, invoice.invoiceDate && formatDay(invoice.invoiceDate, texts)],
            [texts.dueDate, invoice.dueDate && formatDay(invoice.dueDate, texts)],
            [texts.paymentTerm, texts.paymentTermDays(invoice.paymentTermDays)],
            [texts.referenceNumber, invoice.referenceNumber],
            [texts.rfReference, invoice.rfReference],
            ['IBAN', seller.iban ? formatIban(seller.iban) : null],
            ['BIC', seller.bic ?? null],
          ]),
          ...(isCredit && invoice.creditsInvoiceNumber !== null
            ? [
                {
                  text: texts.creditsInvoice(String(invoice.creditsInvoiceNumber)),
                  bold: true,
                  margin: [0, 4, 0, 0],
                },
              ]
            : []),
        ] as Content[],
      },
    ],
    columnGap: 16,
  };
}

/** The invoice's PDF document in its language (pure: the layout can be checked without rendering). */
export function invoiceDocument(invoice: InvoiceDetail): TDocumentDefinitions {
  const texts = invoiceTexts(invoice.language);
  const title =
    `${invoice.kind === 'credit-note' ? texts.creditNoteTitle : texts.invoiceTitle} ${invoice.number ?? ''}`.trim();
  const slip = paymentSlip(invoice, texts);
  return {
    pageSize: 'A4',
    pageMargins: [48, 40, 48, 48],
    info: {
      title,
      author: invoice.seller.name,
      creator: 'Henkilöstöportaali',
      producer: 'Henkilöstöportaali',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      section: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      label: { bold: true },
      tableHeader: { bold: true },
      slipLabel: { fontSize: 7, color: '#444444' },
      slipValue: { fontSize: 9 },
      slipStrong: { fontSize: 10, bold: true },
      barcodeDigits: { fontSize: 8, alignment: 'center', margin: [0, 2, 0, 0] },
    },
    footer: (currentPage, pageCount) => ({
      text: `${joined([invoice.seller.name, invoice.seller.businessId && `${texts.businessId} ${invoice.seller.businessId}`], ' · ')} · ${texts.page(currentPage, pageCount)}`,
      alignment: 'center',
      fontSize: 7,
      color: '#444444',
      margin: [48, 20, 48, 0],
    }),
    content: [
      header(invoice, texts),
      {
        columns: [
          partyBlock(invoice.buyer, texts, texts.billTo),
          keyValues([
            [texts.period, `${formatDay(invoice.periodFrom, texts)} – ${formatDay(invoice.periodTo, texts)}`],
            [texts.contract, invoice.contractName],
          ]),
        ],
        columnGap: 16,
        margin: [0, 16, 0, 0],
      },
      linesTable(invoice, texts),
      ...vatTable(invoice, texts),
      totals(invoice, texts),
      ...(invoice.notes ? [{ text: texts.notes, style: 'section' }, { text: invoice.notes }] : []),
      // The slip sits at the foot of the last page: a spacer of its height keeps the page's content above it
      // (or moves to a new page), and the slip is drawn at the bottom of that page.
      ...(slip.length > 0
        ? ([
            {
              canvas: [
                { type: 'line', x1: 0, y1: paymentSlipHeight, x2: 0, y2: paymentSlipHeight, lineWidth: 0 },
              ],
            },
            { stack: slip, absolutePosition: { x: 48, y: 841.89 - 48 - paymentSlipHeight } },
          ] as Content[])
        : []),
    ],
  };
}

/** Renders the invoice (or credit note) as an A4 PDF in its language. */
export async function renderInvoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  return pdfmake.createPdf(invoiceDocument(invoice)).getBuffer();
}
