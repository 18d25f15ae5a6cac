import type {
  EarningsPaymentReport,
  IrInvalidation,
  IrPayer,
  PayerSummaryReport,
  WageReportDelivery,
} from '@portal/domain/incomes-register';
import { irIncomeTypes } from '@portal/domain/incomes-register';

/**
 * Worked data of the tests and the benchmark (decision 0041). Two workers paid on Friday 13.11.2026 for
 * 19.10.–1.11.2026, base wage €18.00/h, supplements as SOTE-sopimus sets them (reference/domain-rules.md
 * §4.2: evening 18–22 15 %, night 22–07 40 %, Saturday 06–18 20 %, Saturday 18 to Sunday 24 100 %).
 */

export const at = new Date('2026-11-10T08:00:00.000Z');

export const payer: IrPayer = {
  businessId: '0116297-6',
  name: 'Hoivapartners Oy',
  contactPerson: { name: 'Paula Palkanlaskija', telephone: '+358401234567', email: 'palkat@example.fi' },
  insurance: {
    pensionProviderCode: 46,
    pensionPolicyNo: '46-1234567',
    accidentInsurer: { businessId: '7654321-2', policyNo: 'TAP-998877' },
  },
};

const { timeRatePay, eveningWorkCompensation, nightWorkCompensation, saturdayWorkCompensation } =
  irIncomeTypes;
const { sundayWorkCompensation, kilometreAllowanceTaxExempt } = irIncomeTypes;

/**
 * Aino: a night shift Sat 24.10 21:00 to Sun 25.10 07:00, over the DST change (clocks back at 04:00):
 * 11 hours worked, no break.
 * - 201 time-rate pay: 11 h × €18.00 = €198.00
 * - 206 evening: 21–22, 1 h × €18.00 × 15 % = €2.70
 * - 236 night: 22–07, 10 h (the hour gained included) × €18.00 × 40 % = €72.00
 * - 221 Sunday rate: Sat 21–24 and Sun 00–07, 11 h × €18.00 × 100 % = €198.00
 */
export const aino: EarningsPaymentReport = {
  reportId: 'wr-2026-11-13-aino',
  incomeEarner: { personalIdentityCode: '241095-1231', lastName: 'Nieminen', firstName: 'Aino' },
  transactions: [
    { incomeType: timeRatePay, amountCents: 19_800 },
    { incomeType: eveningWorkCompensation, amountCents: 270 },
    { incomeType: nightWorkCompensation, amountCents: 7_200 },
    { incomeType: sundayWorkCompensation, amountCents: 19_800 },
  ],
};

/**
 * Mikko: Sat 24.10 07:00–15:00 and Sun 1.11 07:00–15:00, each 8 h less a 30-minute break = 7.5 h paid;
 * 20 km and 22 km driven at the 2026 tax-exempt €0.55/km.
 * - 201 time-rate pay: 2 × 7.5 h × €18.00 = 2 × €135.00 = €270.00 (two lines, one Transaction)
 * - 211 Saturday: 7.5 h × €18.00 × 20 % = €27.00
 * - 221 Sunday: 7.5 h × €18.00 × 100 % = €135.00
 * - 311 kilometre allowance: 20 km × €0.55 = €11.00 and 22 km × €0.55 = €12.10, 42 km €23.10 together
 */
export const mikko: EarningsPaymentReport = {
  reportId: 'wr-2026-11-13-mikko',
  incomeEarner: { personalIdentityCode: '030503A456E', lastName: 'Virtanen', firstName: 'Mikko' },
  transactions: [
    { incomeType: timeRatePay, amountCents: 13_500 },
    { incomeType: saturdayWorkCompensation, amountCents: 2_700 },
    { incomeType: kilometreAllowanceTaxExempt, amountCents: 1_100, kilometres: 20 },
    { incomeType: timeRatePay, amountCents: 13_500 },
    { incomeType: sundayWorkCompensation, amountCents: 13_500 },
    { incomeType: kilometreAllowanceTaxExempt, amountCents: 1_210, kilometres: 22 },
  ],
};

export const delivery: WageReportDelivery = {
  deliveryId: 'wr-2026-11-13-1',
  productionEnvironment: false,
  payer,
  paymentDate: '2026-11-13',
  periodStart: '2026-10-19',
  periodEnd: '2026-11-01',
  reports: [aino, mikko],
};

/** The register's reference of Aino's report, as its answer gave it. */
export const ainoIrReportId = '3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a13';

/**
 * A correction: Aino's 10 km to the night shift were left out. The replacement restates the whole report
 * with the new line (311: 10 km × €0.55 = €5.50), the same payment date, and the register's reference.
 */
export const ainoReplacement: WageReportDelivery = {
  ...delivery,
  deliveryId: 'wr-2026-11-13-2',
  reports: [
    {
      ...aino,
      reportId: 'wr-2026-11-13-aino-2',
      replacesIrReportId: ainoIrReportId,
      transactions: [
        ...aino.transactions,
        { incomeType: kilometreAllowanceTaxExempt, amountCents: 550, kilometres: 10 },
      ],
    },
  ],
};

export const ainoInvalidation: IrInvalidation = {
  deliveryId: 'inv-2026-11-13-1',
  productionEnvironment: false,
  payerBusinessId: payer.businessId,
  target: 'wage-reports',
  items: [{ irReportId: ainoIrReportId, reportId: aino.reportId }],
};

/** November 2026's separate report: the health insurance contribution as payroll computed it. */
export const november: PayerSummaryReport = {
  deliveryId: 'psr-2026-11-1',
  productionEnvironment: false,
  payer,
  reportId: 'psr-2026-11',
  month: '2026-11',
  healthInsuranceContributionCents: 1_541,
};

/** December 2026, a regular employer who paid no wages. */
export const decemberNoWages: PayerSummaryReport = {
  ...november,
  deliveryId: 'psr-2026-12-1',
  reportId: 'psr-2026-12',
  month: '2026-12',
  healthInsuranceContributionCents: null,
};
