import type { PayrollDetail, PayrollLine } from '@portal/domain/payroll';
import { formatTime } from '@portal/domain/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from '../../../lib/pdf';
import type { PayslipTexts } from './payslip-texts';

// One worker's payslip (issue 14 §2): the payroll's lines in order, each shift line with its shift's day,
// times and area, the totals and the amounts by income type. Numbers as the language writes them; no-break
// spaces and the minus sign made printable, as the invoice PDF does.

const printable = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');

export function formatEuro(cents: number, texts: PayslipTexts): string {
  return printable(
    new Intl.NumberFormat(texts.numberLocale, { style: 'currency', currency: 'EUR' }).format(cents / 100),
  );
}

function formatNumber(value: number, texts: PayslipTexts): string {
  return printable(
    new Intl.NumberFormat(texts.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    ),
  );
}

/** 2026-10-25 → 25.10.2026 (the Finnish way; every language of the payslip reads it). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
}

function describe(line: PayrollLine, texts: PayslipTexts): string {
  const kind = texts.kinds[line.kind] ?? line.kind;
  if (line.shift) {
    const times = `${formatTime(line.shift.startsAt)}–${formatTime(line.shift.endsAt)}`;
    return `${kind}: ${line.shift.title} ${times}${line.shift.areaName ? `, ${line.shift.areaName}` : ''}`;
  }
  return line.reason ? `${kind}: ${line.reason}` : kind;
}

function quantityOf(line: PayrollLine, texts: PayslipTexts): string {
  if (line.minutes !== null) {
    return `${formatNumber(line.minutes / 60, texts)} h`;
  }
  if (line.kilometreHundredths !== null) {
    return `${formatNumber(line.kilometreHundredths / 100, texts)} km`;
  }
  if (line.basisPoints !== null) {
    return `${formatNumber(line.basisPoints / 100, texts)} %`;
  }
  return '';
}

function lineRow(line: PayrollLine, texts: PayslipTexts): TableCell[] {
  return [
    line.day ? formatDay(line.day) : '',
    describe(line, texts),
    { text: quantityOf(line, texts), alignment: 'right' },
    { text: line.unitCents === null ? '' : formatEuro(line.unitCents, texts), alignment: 'right' },
    { text: formatEuro(line.grossCents, texts), alignment: 'right' },
  ];
}

export function payslipDocument(payroll: PayrollDetail, texts: PayslipTexts): TDocumentDefinitions {
  const header: Content = {
    table: {
      widths: ['auto', '*'],
      body: [
        [texts.worker, payroll.workerName],
        [texts.period, `${formatDay(payroll.periodFrom)}–${formatDay(payroll.periodTo)}`],
        [texts.paymentDate, formatDay(payroll.paymentDate)],
        [
          texts.status,
          payroll.status === 'paid' && payroll.paidOn
            ? `${texts.paid} ${formatDay(payroll.paidOn)}`
            : texts.notPaid,
        ],
      ],
    },
    layout: 'noBorders',
  };
  return {
    info: { title: `${texts.title} ${payroll.workerName}` },
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: texts.title, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      header,
      {
        margin: [0, 12, 0, 12],
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto'],
          body: [
            [texts.day, texts.description, texts.quantity, texts.unit, texts.amount].map((text) => ({
              text,
              bold: true,
            })),
            ...payroll.lines.map((line) => lineRow(line, texts)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              { text: texts.gross, bold: true },
              { text: formatEuro(payroll.grossCents, texts), bold: true, alignment: 'right' },
            ],
            [texts.taxExempt, { text: formatEuro(payroll.taxExemptCents, texts), alignment: 'right' }],
          ],
        },
        layout: 'noBorders',
      },
      { text: texts.byIncomeType, bold: true, margin: [0, 12, 0, 4] },
      {
        table: {
          widths: ['*', 'auto'],
          body: payroll.incomeTypeTotals.map((total) => [
            String(total.incomeType),
            { text: formatEuro(total.cents, texts), alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
      { text: texts.note, italics: true, margin: [0, 12, 0, 0] },
    ],
  };
}

export async function renderPayslipPdf(payroll: PayrollDetail, texts: PayslipTexts): Promise<Buffer> {
  return pdfmake.createPdf(payslipDocument(payroll, texts)).getBuffer();
}
