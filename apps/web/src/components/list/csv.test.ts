import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvField, csvFileName, csvFormatOf, toCsv } from './csv';

type Row = { name: string; hours: number | null; note: string };

const columns: CsvColumn<Row>[] = [
  { header: 'Nimi', value: (row) => row.name },
  { header: 'Tunnit', value: (row) => row.hours },
  { header: 'Huomio', value: (row) => row.note },
];

describe('CSV export', () => {
  it('starts with the byte order mark and uses semicolons and a decimal comma in Finnish', () => {
    const csv = toCsv(columns, [{ name: 'Äijälä Öhman', hours: 7.5, note: '' }], csvFormatOf('fi'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFNimi;Tunnit;Huomio\r\nÄijälä Öhman;7,5;\r\n');
  });

  it('uses commas and a decimal point in English, and semicolons in German, French and Portuguese', () => {
    expect(toCsv(columns, [{ name: 'Anna', hours: 7.5, note: 'x' }], csvFormatOf('en'))).toBe(
      '\uFEFFNimi,Tunnit,Huomio\r\nAnna,7.5,x\r\n',
    );
    for (const language of ['de', 'fr', 'pt']) {
      expect(csvFormatOf(language)).toEqual({ separator: ';', decimalComma: true });
    }
  });

  it('quotes fields holding the separator, quotes or line breaks (RFC 4180)', () => {
    const fi = csvFormatOf('fi');
    expect(csvField('Koivula; B-talo', fi)).toBe('"Koivula; B-talo"');
    expect(csvField('Sanoi "kiitos"', fi)).toBe('"Sanoi ""kiitos"""');
    expect(csvField('rivi 1\nrivi 2', fi)).toBe('"rivi 1\nrivi 2"');
    expect(csvField('Helsinki, Kallio', fi)).toBe('Helsinki, Kallio');
    expect(csvField('Helsinki, Kallio', csvFormatOf('en'))).toBe('"Helsinki, Kallio"');
    expect(csvField(null, fi)).toBe('');
  });

  it('turns a cell that a spreadsheet would run as a formula into text', () => {
    const fi = csvFormatOf('fi');
    expect(csvField('=HYPERLINK("http://evil.example")', fi)).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+358401234567', fi)).toBe("'+358401234567");
    expect(csvField('-1+1', fi)).toBe("'-1+1");
    expect(csvField('@SUM(A1)', fi)).toBe("'@SUM(A1)");
    // Numbers the list itself computed are not text from a user: a negative one stays a number.
    expect(csvField(-2.5, fi)).toBe('-2,5');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('keikat', '2026-11-27')).toBe('keikat-2026-11-27.csv');
  });
});
