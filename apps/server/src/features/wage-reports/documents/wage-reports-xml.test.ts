import { wageReportDeliverySchema } from '@portal/domain/incomes-register';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irSchemaErrors } from './ir-schema-validation';
import { irAmount, irText } from './ir-values';
import { aino, ainoReplacement, at, delivery, mikko } from './wage-report-fixtures';
import { renderWageReports, transactionsByIncomeType } from './wage-reports-xml';

/** The elements of one report (by its ReportId) as text. */
function reportOf(xml: string, reportId: string): string {
  const reports = xml.split('<Report>').slice(1);
  const found = reports.find((each) => each.includes(`<ReportId>${reportId}</ReportId>`));
  if (!found) {
    throw new Error(`no report ${reportId}`);
  }
  return found;
}

/** [code, amount, kilometres] of each Transaction of a report. */
function transactionsOf(report: string): [number, string, number | null][] {
  return [...report.matchAll(/<Transaction>([\s\S]*?)<\/Transaction>/g)].map(([, body = '']) => [
    Number(/<TransactionCode>(\d+)</.exec(body)?.[1]),
    /<Amount>([^<]+)</.exec(body)?.[1] ?? '',
    /<Kilometers>(\d+)</.exec(body) ? Number(/<Kilometers>(\d+)</.exec(body)?.[1]) : null,
  ]);
}

describe('the earnings payment reports (WageReportsRequestToIR)', () => {
  it('validates against the official schema: two workers in one delivery', async () => {
    const xml = renderWageReports(delivery, at);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<wrtir:WageReportsRequestToIR xmlns:wrtir="http://www.tulorekisteri.fi/2017/1/WageReportsToIR"',
    );
    expect(xml).toContain(
      'xsi:schemaLocation="http://www.tulorekisteri.fi/2017/1/WageReportsToIR WageReportsToIR.xsd"',
    );
    expect(await irSchemaErrors(xml, 'wageReports')).toEqual([]);
  });

  it("carries the delivery: type 100, the payer's Y-tunnus as owner, creator and sender, the period", () => {
    const xml = renderWageReports(delivery, at);
    expect(xml).toContain('<Timestamp>2026-11-10T08:00:00.000Z</Timestamp>');
    expect(xml).toContain('<DeliveryDataType>100</DeliveryDataType>');
    expect(xml).toContain('<DeliveryId>wr-2026-11-13-1</DeliveryId>');
    expect(xml).toContain('<FaultyControl>1</FaultyControl>');
    expect(xml).toContain('<ProductionEnvironment>false</ProductionEnvironment>');
    expect(xml.match(/<Type>1<\/Type>\s*<Code>0116297-6<\/Code>/g)).toHaveLength(4);
    expect(xml).toMatch(
      /<PaymentPeriod>\s*<PaymentDate>2026-11-13<\/PaymentDate>\s*<StartDate>2026-10-19<\/StartDate>\s*<EndDate>2026-11-01<\/EndDate>/,
    );
    expect(xml).toContain('<CompanyName>Hoivapartners Oy</CompanyName>');
    expect(xml.match(/<Report>/g)).toHaveLength(2);
  });

  it('gives each worker a new report with the identity code, the name and the insurance', () => {
    const xml = renderWageReports(delivery, at);
    const report = reportOf(xml, aino.reportId);
    expect(report).toMatch(/<ActionCode>1<\/ActionCode>\s*<ReportId>wr-2026-11-13-aino<\/ReportId>/);
    expect(report).not.toContain('<IRReportId>');
    expect(report).toMatch(/<Type>2<\/Type>\s*<Code>241095-1231<\/Code>/);
    expect(report).toMatch(/<LastName>Nieminen<\/LastName>\s*<FirstName>Aino<\/FirstName>/);
    expect(report).toMatch(
      /<PensionActCode>1<\/PensionActCode>\s*<PensionProvIdCode>46<\/PensionProvIdCode>\s*<PensionPolicyNo>46-1234567<\/PensionPolicyNo>/,
    );
    expect(report).toMatch(/<AccInsProvId>\s*<Type>1<\/Type>\s*<Code>7654321-2<\/Code>/);
    expect(report).toContain('<AccInsPolicyNo>TAP-998877</AccInsPolicyNo>');
    expect(reportOf(xml, mikko.reportId)).toMatch(/<Type>2<\/Type>\s*<Code>030503A456E<\/Code>/);
  });

  it('writes the night-shift worker: time-rate pay, evening, Sunday and night compensation', () => {
    const report = reportOf(renderWageReports(delivery, at), aino.reportId);
    expect(transactionsOf(report)).toEqual([
      [201, '198.00', null],
      [206, '2.70', null],
      [221, '198.00', null],
      [236, '72.00', null],
    ]);
  });

  it('writes the Sunday worker: two shifts summed per income type, the kilometres tax-exempt (311)', () => {
    const report = reportOf(renderWageReports(delivery, at), mikko.reportId);
    expect(transactionsOf(report)).toEqual([
      [201, '270.00', null],
      [211, '27.00', null],
      [221, '135.00', null],
      [311, '23.10', 42],
    ]);
  });

  it('makes a correction a replacement report: ActionCode 2, the register reference, the same payment date', async () => {
    const xml = renderWageReports(ainoReplacement, at);
    expect(await irSchemaErrors(xml, 'wageReports')).toEqual([]);
    expect(xml).toMatch(
      /<ActionCode>2<\/ActionCode>\s*<IRReportId>3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a13<\/IRReportId>\s*<ReportId>wr-2026-11-13-aino-2<\/ReportId>/,
    );
    expect(xml).toContain('<PaymentDate>2026-11-13</PaymentDate>');
    const report = reportOf(xml, 'wr-2026-11-13-aino-2');
    expect(transactionsOf(report)).toEqual([
      [201, '198.00', null],
      [206, '2.70', null],
      [221, '198.00', null],
      [236, '72.00', null],
      [311, '5.50', 10],
    ]);
  });

  it("escapes names and keeps them within the schema's lengths", async () => {
    const earner = {
      personalIdentityCode: '241095-1231',
      firstName: 'Åsa "Ami"',
      lastName: "O'Neil & <Söderholm>",
    };
    const named = { ...delivery, reports: [{ ...aino, incomeEarner: earner }] };
    const xml = renderWageReports(named, at);
    expect(xml).toContain("<LastName>O'Neil &amp; &lt;Söderholm&gt;</LastName>");
    expect(xml).toContain('<FirstName>Åsa "Ami"</FirstName>');
    expect(await irSchemaErrors(xml, 'wageReports')).toEqual([]);
    expect(irText(`  ${'Ä'.repeat(150)}  `, 100)).toBe('Ä'.repeat(100));
    expect(irText('Aino \n  Maria', 100)).toBe('Aino Maria');
  });

  it('refuses input the register would refuse, before making a file', () => {
    const noLines = { ...delivery, reports: [{ ...aino, transactions: [] }] };
    expect(() => renderWageReports(noLines, at)).toThrow();
    const badCode = {
      ...delivery,
      reports: [{ ...aino, incomeEarner: { ...aino.incomeEarner, personalIdentityCode: '1234' } }],
    };
    expect(() => renderWageReports(badCode, at)).toThrow();
  });
});

describe('amounts and income types', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [270, '2.70'],
    [19_800, '198.00'],
    [314_762, '3147.62'],
    [123_456_789_01, '123456789.01'],
    [-5, '-0.05'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(irAmount(cents)).toBe(text);
    expect(text).toMatch(/^[+-]?\d{1,13}(\.\d{1,2})?$/);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => irAmount(0.5)).toThrow(RangeError);
  });

  it('sums the lines of a type and keeps the order of codes', () => {
    expect(transactionsByIncomeType(mikko.transactions)).toEqual([
      { incomeType: 201, amountCents: 27_000 },
      { incomeType: 211, amountCents: 2_700 },
      { incomeType: 221, amountCents: 13_500 },
      { incomeType: 311, amountCents: 2_310, kilometres: 42 },
    ]);
    expect(mikko.transactions.map((line) => line.amountCents).reduce((a, b) => a + b)).toBe(45_510);
  });
});

describe('any names the input accepts', () => {
  it('make a file that validates and carries them, escaped; names it refuses make no file', async () => {
    const markup = fc.constantFrom(...'&<>"\' \t\näöÅéØ-'.split(''));
    const name = fc.oneof(
      fc.string({ unit: markup, minLength: 1, maxLength: 20 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, name), { minLength: 1, maxLength: 12 }), async (names) => {
        const reports = names.map(([firstName, lastName], n) => ({
          ...aino,
          reportId: `wr-${n}`,
          incomeEarner: { ...aino.incomeEarner, firstName, lastName },
        }));
        const input = { ...delivery, reports };
        if (!wageReportDeliverySchema.safeParse(input).success) {
          expect(() => renderWageReports(input, at)).toThrow();
          return;
        }
        const xml = renderWageReports(input, at);
        expect(await irSchemaErrors(xml, 'wageReports')).toEqual([]);
        const firstNames = [...xml.matchAll(/<FirstName>([^<]*)<\/FirstName>/g)].map(([, text]) =>
          unescaped(text),
        );
        const lastNames = [...xml.matchAll(/<LastName>([^<]*)<\/LastName>/g)].map(([, text]) =>
          unescaped(text),
        );
        expect(firstNames).toEqual(names.map(([first]) => irText(first, 100)));
        expect(lastNames).toEqual(names.map(([, last]) => irText(last, 200)));
      }),
      // Each run validates a file (about 0.4 s): few runs, and no shrinking that would outlast the timeout.
      { numRuns: 8, endOnFailure: true },
    );
  });
});

/** Text as an XML reader gives it back: the five predefined entities decoded (the builder writes no others). */
function unescaped(text = ''): string {
  const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => entities[name] ?? '');
}
