import type { PayrollLineRow } from '../payroll.repository';

// A list's lines for an external payroll system (issue 14 §2): UTF-8 with a BOM (spreadsheets then read
// the ä and ö right), `;` between fields, decimal commas, one line a row. No identity code: the worker is
// named and identified by the portal's id.

export type CsvLine = PayrollLineRow & { workerId: string; workerName: string };

const header = [
  'worker',
  'worker_id',
  'day',
  'kind',
  'income_type',
  'hours',
  'unit_eur',
  'amount_eur',
  'reason',
];

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180 quoting). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const decimal = (value: number) => value.toFixed(2).replace('.', ',');

export function payrollCsv(lines: readonly CsvLine[]): string {
  const rows = lines.map((line) =>
    [
      line.workerName,
      line.workerId,
      line.day ?? '',
      line.kind,
      String(line.incomeType),
      line.minutes === null ? '' : decimal(line.minutes / 60),
      line.unitCents === null ? '' : decimal(line.unitCents / 100),
      decimal(line.grossCents / 100),
      line.reason ?? '',
    ]
      .map(field)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...rows].join('\r\n')}\r\n`;
}
