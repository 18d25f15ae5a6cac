import { z } from 'zod';
import { irIncomeTypes } from '../incomes-register/ir-codes';
import { locales } from '../shared/constants';
import { pageQueryFields } from '../shared/paging';
import { payrollListKinds, quickPayTabs } from './payroll-list-stage';

/** The payroll lists page shows 50 a page, newest payment date first (as invoices do). */
export const payrollListPageSize = 50;
export const adjustmentReasonMaxLength = 500;
/** The largest adjustment either way: 100 000 €. */
export const maxAdjustmentCents = 10_000_000;
/** The longest pay period: a year, a leap day included. */
export const maxPayrollPeriodDays = 366;

/**
 * The income types a manual adjustment may be reported under: the taxable pay types of the portal's lines.
 * The tax-exempt kilometre allowance (311) needs kilometres, so it only comes from a shift.
 */
export const adjustmentIncomeTypes = [
  irIncomeTypes.timeRatePay,
  irIncomeTypes.eveningWorkCompensation,
  irIncomeTypes.saturdayWorkCompensation,
  irIncomeTypes.otherSupplement,
  irIncomeTypes.sundayWorkCompensation,
  irIncomeTypes.holidayCompensation,
  irIncomeTypes.nightWorkCompensation,
] as const;
export type AdjustmentIncomeType = (typeof adjustmentIncomeTypes)[number];

export const createPayrollListInputSchema = z.object({
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  paymentDate: z.iso.date(),
});
export type CreatePayrollListInput = z.infer<typeof createPayrollListInputSchema>;

export const listPayrollListsQuerySchema = z.object({
  kind: z.enum(payrollListKinds).optional(),
  ...pageQueryFields(payrollListPageSize),
  perPage: z.coerce.number().int().min(1).max(payrollListPageSize).default(payrollListPageSize),
});
export type ListPayrollListsQuery = z.infer<typeof listPayrollListsQuerySchema>;

/** A manual line: a reason is required (it is audited with who added it); the amount may be negative. */
export const addAdjustmentInputSchema = z.object({
  reason: z.string().trim().min(1).max(adjustmentReasonMaxLength),
  grossCents: z
    .number()
    .int()
    .min(-maxAdjustmentCents)
    .max(maxAdjustmentCents)
    .refine((cents) => cents !== 0, { message: 'An adjustment of zero changes nothing' }),
  incomeType: z.union(adjustmentIncomeTypes.map((code) => z.literal(code))),
  day: z.iso.date().nullable().optional(),
});
export type AddAdjustmentInput = z.infer<typeof addAdjustmentInputSchema>;

export const markPayrollPaidInputSchema = z.object({ paidOn: z.iso.date() });
export type MarkPayrollPaidInput = z.infer<typeof markPayrollPaidInputSchema>;

export const payslipQuerySchema = z.object({ language: z.enum(locales).optional() });
export type PayslipQuery = z.infer<typeof payslipQuerySchema>;

export const quickShiftsQuerySchema = z.object({ tab: z.enum(quickPayTabs) });
export type QuickShiftsQuery = z.infer<typeof quickShiftsQuerySchema>;

/** Sends picked pending quick shifts to payment; the payment date defaults to the next business day. */
export const sendQuickShiftsInputSchema = z.object({
  shiftIds: z.array(z.uuid()).min(1).max(500),
  paymentDate: z.iso.date().optional(),
});
export type SendQuickShiftsInput = z.infer<typeof sendQuickShiftsInputSchema>;
