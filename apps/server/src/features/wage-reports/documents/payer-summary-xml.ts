import type { IrPayer, PayerSummaryReport } from '@portal/domain/incomes-register';
import {
  irActionCodes,
  irDeliveryDataTypes,
  irFaultyControls,
  irIdTypes,
  irSummaryTransactionCodes,
  payerSummaryReportSchema,
} from '@portal/domain/incomes-register';
import { helsinkiDayKey } from '@portal/domain/shared';
import type { XmlNode } from '../../../lib/xml-node';
import {
  contactPersons,
  deliveryParties,
  irAmount,
  irId,
  irSource,
  irText,
  payerIdentity,
  renderIrDocument,
} from './ir-values';

/**
 * The employer's separate report of a month as `PayerSummaryReportsRequestToIR` (namespace
 * .../2017/1/PayerSummaryReportsToIR, schema PayerSummaryReportsToIR.xsd; reference/domain-rules.md §1.1,
 * decision 0041): the payment month and either the employer's health insurance contribution (code 102,
 * €0 when wages were paid but none attract it) or "no wages payable" (code 101, no amount). A
 * replacement names the register's reference of the report it replaces (ActionCode 2).
 */

export const payerSummaryReportsNamespace = 'http://www.tulorekisteri.fi/2017/1/PayerSummaryReportsToIR';

function payerOf(payer: IrPayer): XmlNode {
  const { insurance } = payer;
  return {
    ...payerIdentity(payer),
    PensionInsurances: {
      PensionInsurance: {
        PensionProvIdCode: insurance.pensionProviderCode,
        PensionPolicyNo: irText(insurance.pensionPolicyNo, 11),
      },
    },
    AccidentInsurances: insurance.accidentInsurer
      ? {
          AccidentInsurance: {
            AccInsProvId: irId(irIdTypes.businessId, insurance.accidentInsurer.businessId),
            AccInsPolicyNo: irText(insurance.accidentInsurer.policyNo, 20),
          },
        }
      : undefined,
  };
}

function summaryTransaction(contributionCents: number | null): XmlNode {
  if (contributionCents === null) {
    return { TransactionBasic: { SummaryTransactionCode: irSummaryTransactionCodes.noWagesPayable } };
  }
  return {
    TransactionBasic: {
      SummaryTransactionCode: irSummaryTransactionCodes.healthInsuranceContribution,
      Amount: irAmount(contributionCents),
    },
  };
}

/** Renders the month's employer's separate report; `at` is its time stamp and (in Helsinki) its date. */
export function renderPayerSummaryReport(input: PayerSummaryReport, at: Date): string {
  const summary = payerSummaryReportSchema.parse(input);
  const [year, month] = summary.month.split('-').map(Number);
  return renderIrDocument(
    {
      prefix: 'psrtir',
      name: 'PayerSummaryReportsRequestToIR',
      namespace: payerSummaryReportsNamespace,
      schemaFile: 'PayerSummaryReportsToIR.xsd',
    },
    {
      DeliveryData: {
        Timestamp: at.toISOString(),
        Source: irSource,
        DeliveryDataType: irDeliveryDataTypes.payerSummaryReports,
        DeliveryId: summary.deliveryId,
        FaultyControl: irFaultyControls.rejectFaultyReportsOnly,
        ProductionEnvironment: String(summary.productionEnvironment),
        ...deliveryParties(summary.payer.businessId),
        ContactPersons: contactPersons(summary.payer),
        ReportDate: helsinkiDayKey(at),
        Payer: payerOf(summary.payer),
        Reports: {
          Report: {
            ReportData: {
              ActionCode:
                summary.replacesIrReportId === undefined
                  ? irActionCodes.newReport
                  : irActionCodes.replacementReport,
              IRReportId: summary.replacesIrReportId,
              ReportId: summary.reportId,
            },
            PaymentMonth: { Month: month, Year: year },
            Transactions: { Transaction: summaryTransaction(summary.healthInsuranceContributionCents) },
          },
        },
      },
    },
  );
}
