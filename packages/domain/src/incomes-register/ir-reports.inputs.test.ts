import { describe, expect, it } from 'vitest';
import { irIncomeTypes } from './ir-codes';
import {
  irInvalidationSchema,
  irTransactionSchema,
  isXmlText,
  payerSummaryReportSchema,
  wageReportDeliverySchema,
} from './ir-reports.inputs';

const payer = {
  businessId: '0116297-6',
  name: 'Hoivapartners Oy',
  contactPerson: { name: 'Paula Palkka', telephone: '+358401234567' },
  insurance: { pensionProviderCode: 46, pensionPolicyNo: '46-1234567' },
};

const delivery = {
  deliveryId: 'wr-2026-10-15-1',
  productionEnvironment: false,
  payer,
  paymentDate: '2026-10-15',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-14',
  reports: [
    {
      reportId: 'wr-1',
      incomeEarner: { personalIdentityCode: '010190-123m', lastName: 'Nieminen', firstName: 'Aino' },
      transactions: [{ incomeType: 201, amountCents: 12_000 }],
    },
  ],
};

describe('the inputs of the Incomes Register documents', () => {
  it('takes a delivery and upper-cases the identity code', () => {
    const parsed = wageReportDeliverySchema.parse(delivery);
    expect(parsed.reports[0]?.incomeEarner.personalIdentityCode).toBe('010190-123M');
  });

  it('refuses a bad business ID, a period ending before it starts and a report id given twice', () => {
    expect(
      wageReportDeliverySchema.safeParse({ ...delivery, payer: { ...payer, businessId: '0116297-5' } })
        .success,
    ).toBe(false);
    expect(wageReportDeliverySchema.safeParse({ ...delivery, periodEnd: '2026-09-30' }).success).toBe(false);
    const twice = { ...delivery, reports: [...delivery.reports, ...delivery.reports] };
    expect(wageReportDeliverySchema.safeParse(twice).success).toBe(false);
  });

  it.each([
    ['of the wrong shape', '010190Z1234'],
    ['with a wrong check character', '010190-123N'],
    ['of a day that does not exist (its check character right)', '310290-123T'],
  ])('refuses an identity code %s', (_case, personalIdentityCode) => {
    const earner = { personalIdentityCode, lastName: 'Nieminen', firstName: 'Aino' };
    const bad = { ...delivery, reports: [{ ...delivery.reports[0], incomeEarner: earner }] };
    expect(wageReportDeliverySchema.safeParse(bad).success).toBe(false);
  });

  it('wants kilometres with the kilometre allowance and only there, and a known income type', () => {
    const km = irIncomeTypes.kilometreAllowanceTaxExempt;
    expect(irTransactionSchema.safeParse({ incomeType: km, amountCents: 1100, kilometres: 20 }).success).toBe(
      true,
    );
    expect(irTransactionSchema.safeParse({ incomeType: km, amountCents: 1100 }).success).toBe(false);
    expect(
      irTransactionSchema.safeParse({ incomeType: 201, amountCents: 1100, kilometres: 20 }).success,
    ).toBe(false);
    expect(irTransactionSchema.safeParse({ incomeType: 999, amountCents: 1100 }).success).toBe(false);
    expect(irTransactionSchema.safeParse({ incomeType: 201, amountCents: -1 }).success).toBe(false);
  });

  it('takes a month with a contribution or with no wages payable, and refuses a bad month', () => {
    const report = { deliveryId: 'psr-2026-10', productionEnvironment: false, payer, reportId: 'psr-1' };
    expect(
      payerSummaryReportSchema.safeParse({ ...report, month: '2026-10', healthInsuranceContributionCents: 0 })
        .success,
    ).toBe(true);
    expect(
      payerSummaryReportSchema.safeParse({
        ...report,
        month: '2026-10',
        healthInsuranceContributionCents: null,
      }).success,
    ).toBe(true);
    expect(
      payerSummaryReportSchema.safeParse({
        ...report,
        month: '2026-13',
        healthInsuranceContributionCents: null,
      }).success,
    ).toBe(false);
  });

  it('wants a reference for every cancelled report', () => {
    const cancel = {
      deliveryId: 'inv-1',
      productionEnvironment: false,
      payerBusinessId: '0116297-6',
      target: 'wage-reports',
    };
    expect(irInvalidationSchema.safeParse({ ...cancel, items: [{ reportId: 'wr-1' }] }).success).toBe(true);
    expect(
      irInvalidationSchema.safeParse({ ...cancel, items: [{ irReportId: 'a'.repeat(32) }] }).success,
    ).toBe(true);
    expect(irInvalidationSchema.safeParse({ ...cancel, items: [{}] }).success).toBe(false);
    expect(
      irInvalidationSchema.safeParse({ ...cancel, items: [{ irReportId: 'x'.repeat(32) }] }).success,
    ).toBe(false);
  });

  it('takes only text an XML file can carry in names', () => {
    expect(isXmlText('Åsa "Ami" O\'Neil & <Söderholm>\t\n😀')).toBe(true);
    expect(isXmlText('Aino\u0001')).toBe(false);
    expect(isXmlText('Aino\uFFFE')).toBe(false);
    expect(isXmlText('Aino\uD83D')).toBe(false);
    const earner = { personalIdentityCode: '010190-123M', lastName: 'Nieminen\u0007', firstName: 'Aino' };
    const bad = { ...delivery, reports: [{ ...delivery.reports[0], incomeEarner: earner }] };
    expect(wageReportDeliverySchema.safeParse(bad).success).toBe(false);
  });
});
