import type { IrInvalidation } from '@portal/domain/incomes-register';
import { irDeliveryDataTypes, irFaultyControls, irInvalidationSchema } from '@portal/domain/incomes-register';
import { deliveryParties, irSource, renderIrDocument } from './ir-values';

/**
 * A cancellation (mitätöinti) as `InvalidationsRequestToIR` (namespace .../2017/1/InvalidationsToIR,
 * schema InvalidationsToIR.xsd; reference/domain-rules.md §1.5, decision 0041): a record of its own type,
 * 105 for earnings payment reports and 106 for employer's separate reports, carrying only the owner and
 * each cancelled report's reference: the register's (IRItemId) or the payer's own (ItemId), or both.
 * Cancel and send the new report the same day (vero.fi); a correction that keeps the payment date, the
 * period and the identifiers is a replacement report instead.
 */

export const invalidationsNamespace = 'http://www.tulorekisteri.fi/2017/1/InvalidationsToIR';

/** Renders the cancellation of reports; `at` is its time stamp. */
export function renderInvalidation(input: IrInvalidation, at: Date): string {
  const cancellation = irInvalidationSchema.parse(input);
  return renderIrDocument(
    {
      prefix: 'itir',
      name: 'InvalidationsRequestToIR',
      namespace: invalidationsNamespace,
      schemaFile: 'InvalidationsToIR.xsd',
    },
    {
      DeliveryData: {
        Timestamp: at.toISOString(),
        Source: irSource,
        DeliveryDataType:
          cancellation.target === 'wage-reports'
            ? irDeliveryDataTypes.wageReportInvalidations
            : irDeliveryDataTypes.payerSummaryReportInvalidations,
        DeliveryId: cancellation.deliveryId,
        FaultyControl: irFaultyControls.rejectFaultyReportsOnly,
        ProductionEnvironment: String(cancellation.productionEnvironment),
        ...deliveryParties(cancellation.payerBusinessId),
        Items: {
          Item: cancellation.items.map((item) => ({ IRItemId: item.irReportId, ItemId: item.reportId })),
        },
      },
    },
  );
}
