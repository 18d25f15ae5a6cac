import { describe, expect, it } from 'vitest';
import { irSchemaErrors } from './ir-schema-validation';
import { renderPayerSummaryReport } from './payer-summary-xml';
import { at, decemberNoWages, november } from './wage-report-fixtures';

describe("the employer's separate report (PayerSummaryReportsRequestToIR)", () => {
  it('validates against the official schema: a month with a health insurance contribution', async () => {
    const xml = renderPayerSummaryReport(november, at);
    expect(xml).toContain(
      '<psrtir:PayerSummaryReportsRequestToIR xmlns:psrtir="http://www.tulorekisteri.fi/2017/1/PayerSummaryReportsToIR"',
    );
    expect(await irSchemaErrors(xml, 'payerSummaryReports')).toEqual([]);
  });

  it('carries the delivery, the month and the contribution (code 102) in euros', () => {
    const xml = renderPayerSummaryReport(november, at);
    expect(xml).toContain('<DeliveryDataType>101</DeliveryDataType>');
    expect(xml).toContain('<DeliveryId>psr-2026-11-1</DeliveryId>');
    expect(xml).toContain('<ReportDate>2026-11-10</ReportDate>');
    expect(xml.match(/<Type>1<\/Type>\s*<Code>0116297-6<\/Code>/g)).toHaveLength(4);
    expect(xml).toMatch(
      /<PensionProvIdCode>46<\/PensionProvIdCode>\s*<PensionPolicyNo>46-1234567<\/PensionPolicyNo>/,
    );
    expect(xml).toMatch(/<ActionCode>1<\/ActionCode>\s*<ReportId>psr-2026-11<\/ReportId>/);
    expect(xml).toMatch(/<PaymentMonth>\s*<Month>11<\/Month>\s*<Year>2026<\/Year>\s*<\/PaymentMonth>/);
    expect(xml).toMatch(/<SummaryTransactionCode>102<\/SummaryTransactionCode>\s*<Amount>15.41<\/Amount>/);
  });

  it('reports a month of no wages payable (code 101, no amount), which validates too', async () => {
    const xml = renderPayerSummaryReport(decemberNoWages, at);
    expect(await irSchemaErrors(xml, 'payerSummaryReports')).toEqual([]);
    expect(xml).toMatch(/<Month>12<\/Month>\s*<Year>2026<\/Year>/);
    expect(xml).toMatch(
      /<TransactionBasic>\s*<SummaryTransactionCode>101<\/SummaryTransactionCode>\s*<\/TransactionBasic>/,
    );
    expect(xml).not.toContain('<Amount>');
  });

  it('reports €0 when wages were paid but none attract the contribution', async () => {
    const xml = renderPayerSummaryReport({ ...november, healthInsuranceContributionCents: 0 }, at);
    expect(xml).toMatch(/<SummaryTransactionCode>102<\/SummaryTransactionCode>\s*<Amount>0.00<\/Amount>/);
    expect(await irSchemaErrors(xml, 'payerSummaryReports')).toEqual([]);
  });

  it('replaces a month by the register reference (ActionCode 2)', async () => {
    const replacement = { ...november, replacesIrReportId: 'ab12cd34ef56ab12cd34ef56ab12cd34' };
    const xml = renderPayerSummaryReport(replacement, at);
    expect(xml).toMatch(
      /<ActionCode>2<\/ActionCode>\s*<IRReportId>ab12cd34ef56ab12cd34ef56ab12cd34<\/IRReportId>/,
    );
    expect(await irSchemaErrors(xml, 'payerSummaryReports')).toEqual([]);
  });

  it('dates the report in Helsinki: 23:30 UTC on 30 November is 1 December there', async () => {
    const xml = renderPayerSummaryReport(november, new Date('2026-11-30T23:30:00.000Z'));
    expect(xml).toContain('<ReportDate>2026-12-01</ReportDate>');
    expect(await irSchemaErrors(xml, 'payerSummaryReports')).toEqual([]);
  });
});
