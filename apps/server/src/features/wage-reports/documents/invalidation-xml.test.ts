import { describe, expect, it } from 'vitest';
import { renderInvalidation } from './invalidation-xml';
import { irSchemaErrors } from './ir-schema-validation';
import { ainoInvalidation, at } from './wage-report-fixtures';

describe('the cancellation of reports (InvalidationsRequestToIR)', () => {
  it('validates against the official schema: an earnings payment report by both references', async () => {
    const xml = renderInvalidation(ainoInvalidation, at);
    expect(xml).toContain(
      '<itir:InvalidationsRequestToIR xmlns:itir="http://www.tulorekisteri.fi/2017/1/InvalidationsToIR"',
    );
    expect(await irSchemaErrors(xml, 'invalidations')).toEqual([]);
    expect(xml).toContain('<DeliveryDataType>105</DeliveryDataType>');
    expect(xml).toContain('<DeliveryId>inv-2026-11-13-1</DeliveryId>');
    expect(xml.match(/<Type>1<\/Type>\s*<Code>0116297-6<\/Code>/g)).toHaveLength(3);
    expect(xml).toMatch(
      /<Item>\s*<IRItemId>3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a13<\/IRItemId>\s*<ItemId>wr-2026-11-13-aino<\/ItemId>\s*<\/Item>/,
    );
  });

  it("cancels by the payer's own reference alone, and employer's separate reports with type 106", async () => {
    const own = renderInvalidation({ ...ainoInvalidation, items: [{ reportId: 'wr-2026-11-13-aino' }] }, at);
    expect(own).toMatch(/<Item>\s*<ItemId>wr-2026-11-13-aino<\/ItemId>\s*<\/Item>/);
    expect(await irSchemaErrors(own, 'invalidations')).toEqual([]);

    const summary = renderInvalidation(
      {
        ...ainoInvalidation,
        target: 'payer-summary-reports',
        items: [{ reportId: 'psr-2026-11' }, { reportId: 'psr-2026-12' }],
      },
      at,
    );
    expect(summary).toContain('<DeliveryDataType>106</DeliveryDataType>');
    expect(summary.match(/<Item>/g)).toHaveLength(2);
    expect(await irSchemaErrors(summary, 'invalidations')).toEqual([]);
  });

  it('refuses an item with no reference', () => {
    expect(() => renderInvalidation({ ...ainoInvalidation, items: [{}] }, at)).toThrow();
  });
});
