import { describe, expect, it } from 'vitest';
import { irExampleFile, irSchemaErrors } from './ir-schema-validation';
import { at, delivery } from './wage-report-fixtures';
import { renderWageReports } from './wage-reports-xml';

/** The validator and the copied schemas, proven on the register's own examples and on broken files. */
describe('the Incomes Register schemas', () => {
  it.each(['esimerkki_poissaolotiedot.xml', 'esimerkki_vuokratyontekijan_aloittamisilmoitus.xml'])(
    "accept the register's example %s",
    async (fileName) => {
      expect(await irSchemaErrors(irExampleFile(fileName), 'wageReports')).toEqual([]);
    },
  );

  it('refuse a broken earnings payment report', async () => {
    const xml = renderWageReports(delivery, at);
    const withoutPeriod = xml.replace(/<PaymentPeriod>[\s\S]*?<\/PaymentPeriod>/, '');
    expect(await irSchemaErrors(withoutPeriod, 'wageReports')).not.toEqual([]);
    const commaAmount = xml.replace('<Amount>198.00</Amount>', '<Amount>198,00</Amount>');
    expect(await irSchemaErrors(commaAmount, 'wageReports')).not.toEqual([]);
    const shortGuid = xml.replace(
      '<ReportId>wr-2026-11-13-aino</ReportId>',
      '<IRReportId>abc</IRReportId><ReportId>x</ReportId>',
    );
    expect(await irSchemaErrors(shortGuid, 'wageReports')).not.toEqual([]);
  });

  it('refuse an example checked against the wrong schema', async () => {
    const example = irExampleFile('esimerkki_poissaolotiedot.xml');
    expect(await irSchemaErrors(example, 'payerSummaryReports')).not.toEqual([]);
  });
});
