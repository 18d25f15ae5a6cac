/** A cell of an exported list: text as the screen shows it, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/** How a spreadsheet in the user's language reads a file: Excel takes the list separator from the locale. */
export type CsvFormat = { separator: ';' | ','; decimalComma: boolean };

/** One column of an export: its header (in the UI language) and the value of a row. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/** Excel opens a UTF-8 file as UTF-8 (ä, ö, €) only when it starts with the byte order mark. */
export const csvBom = '\uFEFF';

/**
 * Finnish, German, French and Portuguese Excel expect a semicolon between fields and a decimal comma;
 * English Excel a comma and a decimal point.
 */
export function csvFormatOf(language: string): CsvFormat {
  return language.toLowerCase().startsWith('en')
    ? { separator: ',', decimalComma: false }
    : { separator: ';', decimalComma: true };
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

function textOf(value: CsvValue, format: CsvFormat): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number') {
    // Numbers are ours (counts, hours, km), never a formula; no thousands separator, so Excel reads them.
    const text = Number.isFinite(value) ? String(value) : '';
    return format.decimalComma ? text.replace('.', ',') : text;
  }
  return formulaStart.test(value) ? `'${value}` : value;
}

/** One field, quoted per RFC 4180 when it holds the separator, a quote or a line break. */
export function csvField(value: CsvValue, format: CsvFormat): string {
  const text = textOf(value, format);
  return text.includes(format.separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: byte order mark, header line, one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], format: CsvFormat): string {
  const line = (values: readonly CsvValue[]) =>
    values.map((value) => csvField(value, format)).join(format.separator);
  const lines = [line(columns.map((column) => column.header))];
  for (const row of rows) {
    lines.push(line(columns.map((column) => column.value(row))));
  }
  return `${csvBom}${lines.join('\r\n')}\r\n`;
}

/** `keikat-2026-11-27.csv`: the list's name in the UI language and the Helsinki day of the export. */
export function csvFileName(base: string, dayKey: string): string {
  return `${base}-${dayKey}.csv`;
}
