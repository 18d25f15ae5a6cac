import type {
  EarningsPaymentReport,
  IrInsurance,
  IrTransaction,
  WageReportDelivery,
} from '@portal/domain/incomes-register';
import {
  irActionCodes,
  irDeliveryDataTypes,
  irFaultyControls,
  irIdTypes,
  irIncomeTypes,
  irPensionActCodes,
  wageReportDeliverySchema,
} from '@portal/domain/incomes-register';
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
 * Earnings payment reports as `WageReportsRequestToIR` (namespace .../2017/1/WageReportsToIR, schema
 * WageReportsToIR.xsd; reference/domain-rules.md §1.2–1.3, decision 0041). One delivery holds one payer,
 * one payment date and pay period, and a report per income earner: the worker's personal identity code
 * and name, the employer's pension and accident insurance, and the income types with their amounts in
 * euros (one Transaction per income type, the lines of a type summed; the kilometre allowance 311 with
 * its kilometres). A report with `replacesIrReportId` is a replacement (ActionCode 2) of the register's
 * report with that reference: the whole report again, with the same payment date (domain-rules §1.5).
 * FaultyControl 1: a faulty report is rejected alone, the others are saved.
 */

export const wageReportsNamespace = 'http://www.tulorekisteri.fi/2017/1/WageReportsToIR';

/** The lines of one income type as one: amounts and kilometres summed, by code ascending. */
export function transactionsByIncomeType(lines: readonly IrTransaction[]): IrTransaction[] {
  const byType = new Map<number, IrTransaction>();
  for (const line of lines) {
    const seen = byType.get(line.incomeType);
    if (!seen) {
      byType.set(line.incomeType, { ...line });
      continue;
    }
    seen.amountCents += line.amountCents;
    if (line.kilometres !== undefined) {
      seen.kilometres = (seen.kilometres ?? 0) + line.kilometres;
    }
  }
  return [...byType.values()].sort((a, b) => a.incomeType - b.incomeType);
}

function transaction(line: IrTransaction): XmlNode {
  return {
    TransactionBasic: { TransactionCode: line.incomeType, Amount: irAmount(line.amountCents) },
    KmAllowance:
      line.incomeType === irIncomeTypes.kilometreAllowanceTaxExempt
        ? { Kilometers: line.kilometres ?? 0 }
        : undefined,
  };
}

function insuranceOf(insurance: IrInsurance): XmlNode {
  return {
    PensionInsurance: {
      PensionActCode: irPensionActCodes.employeePension,
      PensionProvIdCode: insurance.pensionProviderCode,
      PensionPolicyNo: irText(insurance.pensionPolicyNo, 11),
    },
    AccidentInsurance: insurance.accidentInsurer
      ? {
          AccInsProvId: irId(irIdTypes.businessId, insurance.accidentInsurer.businessId),
          AccInsPolicyNo: irText(insurance.accidentInsurer.policyNo, 20),
        }
      : undefined,
  };
}

function report(entry: EarningsPaymentReport, insurance: IrInsurance): XmlNode {
  const replacing = entry.replacesIrReportId !== undefined;
  const { personalIdentityCode, lastName, firstName } = entry.incomeEarner;
  return {
    ReportData: {
      ActionCode: replacing ? irActionCodes.replacementReport : irActionCodes.newReport,
      IRReportId: entry.replacesIrReportId,
      ReportId: entry.reportId,
    },
    IncomeEarner: {
      IncomeEarnerIds: { Id: irId(irIdTypes.personalIdentityCode, personalIdentityCode) },
      IncomeEarnerBasic: { LastName: irText(lastName, 200), FirstName: irText(firstName, 100) },
      ...insuranceOf(insurance),
    },
    Transactions: { Transaction: transactionsByIncomeType(entry.transactions).map(transaction) },
  };
}

/**
 * Renders a delivery of earnings payment reports; `at` is its time stamp. The input is checked against its
 * schema first (a ZodError when it does not hold), so a file is never made of data the register refuses.
 */
export function renderWageReports(input: WageReportDelivery, at: Date): string {
  const delivery = wageReportDeliverySchema.parse(input);
  const { payer } = delivery;
  return renderIrDocument(
    {
      prefix: 'wrtir',
      name: 'WageReportsRequestToIR',
      namespace: wageReportsNamespace,
      schemaFile: 'WageReportsToIR.xsd',
    },
    {
      DeliveryData: {
        Timestamp: at.toISOString(),
        Source: irSource,
        DeliveryDataType: irDeliveryDataTypes.wageReports,
        DeliveryId: delivery.deliveryId,
        FaultyControl: irFaultyControls.rejectFaultyReportsOnly,
        ProductionEnvironment: String(delivery.productionEnvironment),
        ...deliveryParties(payer.businessId),
        PaymentPeriod: {
          PaymentDate: delivery.paymentDate,
          StartDate: delivery.periodStart,
          EndDate: delivery.periodEnd,
        },
        ContactPersons: contactPersons(payer),
        Payer: payerIdentity(payer),
        Reports: { Report: delivery.reports.map((entry) => report(entry, payer.insurance)) },
      },
    },
  );
}
