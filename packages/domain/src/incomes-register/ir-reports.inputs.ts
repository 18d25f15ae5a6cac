import { z } from 'zod';
import { isBusinessId } from '../billing/bank-identifiers';
import { identityCodeSchema } from '../payroll/personal-identity-code';
import { unsafeTextMessage } from '../shared/safe-text';
import { irIncomeTypes } from './ir-codes';

/**
 * What the Incomes Register documents are built from (decision 0041): the payroll screens gather these
 * from paid payrolls; the builders in the server (features/wage-reports/documents) turn them into XML.
 * Amounts are integer cents; days are YYYY-MM-DD. Lengths are the schemas' (IRCommonTypes String40 etc.).
 */

const businessId = z.string().trim().refine(isBusinessId, { message: 'BUSINESS_ID_INVALID' });

/**
 * Whether XML 1.0 can carry the text: no control characters other than tab, line feed and carriage
 * return, no non-characters U+FFFE and U+FFFF, no half of a surrogate pair.
 */
export function isXmlText(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    if (control || code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff)) {
      return false;
    }
  }
  return true;
}

/** Text of at most `max` characters that an XML file can carry (the builders collapse its white space). */
export function irTextSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((text) => [...text].length <= max, { message: 'TEXT_TOO_LONG' })
    .refine(isXmlText, { message: unsafeTextMessage });
}

/** The register's own report reference: a 32-character GUID (IRCommonTypes Guid). */
export const irReportIdSchema = z.string().regex(/^[0-9a-fA-F]{32}$/);

/** The payer's own reference of a delivery or a report (String40), unique per payer and kind. */
export const irOwnIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w.-]+$/);

export const irContactPersonSchema = z.object({
  name: irTextSchema(200),
  telephone: irTextSchema(40),
  email: z.email().max(70).optional(),
});

/** The employer's insurance: pension (TyEL provider code and policy number) and accident insurance. */
export const irInsuranceSchema = z.object({
  pensionProviderCode: z.number().int().min(1),
  pensionPolicyNo: irTextSchema(11),
  accidentInsurer: z.object({ businessId, policyNo: irTextSchema(20) }).optional(),
});
export type IrInsurance = z.infer<typeof irInsuranceSchema>;

/** The payer (the staffing company): its Y-tunnus owns, creates and sends the delivery. */
export const irPayerSchema = z.object({
  businessId,
  name: irTextSchema(200),
  contactPerson: irContactPersonSchema,
  insurance: irInsuranceSchema,
});
export type IrPayer = z.infer<typeof irPayerSchema>;

const incomeTypeCodes = Object.values(irIncomeTypes) as number[];

export const irTransactionSchema = z
  .object({
    incomeType: z
      .number()
      .refine((code) => incomeTypeCodes.includes(code), { message: 'INCOME_TYPE_UNKNOWN' }),
    amountCents: z.number().int().min(0),
    /** Kilometres driven: required with the kilometre allowance (311), absent otherwise. */
    kilometres: z.number().int().min(0).optional(),
  })
  .refine(
    (line) =>
      (line.incomeType === irIncomeTypes.kilometreAllowanceTaxExempt) === (line.kilometres !== undefined),
    { message: 'KILOMETRES_ONLY_WITH_KILOMETRE_ALLOWANCE', path: ['kilometres'] },
  );
export type IrTransaction = z.infer<typeof irTransactionSchema>;

/** One earnings payment report: one income earner, one payment date (the delivery's). */
export const earningsPaymentReportSchema = z.object({
  reportId: irOwnIdSchema,
  /** A replacement report (a correction) names the register's reference of the report it replaces. */
  replacesIrReportId: irReportIdSchema.optional(),
  incomeEarner: z.object({
    // Checked whole (check character, real birth date): a report never carries a mistyped code.
    personalIdentityCode: identityCodeSchema,
    lastName: irTextSchema(200),
    firstName: irTextSchema(100),
  }),
  transactions: z.array(irTransactionSchema).min(1),
});
export type EarningsPaymentReport = z.infer<typeof earningsPaymentReportSchema>;

/** A delivery of earnings payment reports: one payer, one payment date and pay period, many workers. */
export const wageReportDeliverySchema = z
  .object({
    deliveryId: irOwnIdSchema,
    productionEnvironment: z.boolean(),
    payer: irPayerSchema,
    paymentDate: z.iso.date(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    reports: z.array(earningsPaymentReportSchema).min(1),
  })
  .refine((delivery) => delivery.periodStart <= delivery.periodEnd, {
    message: 'PERIOD_INVALID',
    path: ['periodEnd'],
  })
  .refine((delivery) => new Set(delivery.reports.map((r) => r.reportId)).size === delivery.reports.length, {
    message: 'REPORT_ID_DUPLICATE',
    path: ['reports'],
  });
export type WageReportDelivery = z.infer<typeof wageReportDeliverySchema>;

/**
 * The employer's separate report of one month: the employer's health insurance contribution in cents
 * (0 when wages were paid but none attract it), or "no wages payable" (null; regular employers only).
 */
export const payerSummaryReportSchema = z.object({
  deliveryId: irOwnIdSchema,
  productionEnvironment: z.boolean(),
  payer: irPayerSchema,
  reportId: irOwnIdSchema,
  replacesIrReportId: irReportIdSchema.optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  healthInsuranceContributionCents: z.number().int().min(0).nullable(),
});
export type PayerSummaryReport = z.infer<typeof payerSummaryReportSchema>;

/** What an invalidation cancels: earnings payment reports or employer's separate reports. */
export const irInvalidationTargets = ['wage-reports', 'payer-summary-reports'] as const;

/** A cancellation of reports, each named by the register's reference, the payer's own, or both. */
export const irInvalidationSchema = z.object({
  deliveryId: irOwnIdSchema,
  productionEnvironment: z.boolean(),
  payerBusinessId: businessId,
  target: z.enum(irInvalidationTargets),
  items: z
    .array(
      z
        .object({ irReportId: irReportIdSchema.optional(), reportId: irOwnIdSchema.optional() })
        .refine((item) => item.irReportId !== undefined || item.reportId !== undefined, {
          message: 'REPORT_REFERENCE_REQUIRED',
        }),
    )
    .min(1),
});
export type IrInvalidation = z.infer<typeof irInvalidationSchema>;
