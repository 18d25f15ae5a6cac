import { z } from 'zod';
import { pagedSchema } from '../shared/paging';
import { payrollListKinds, payrollListStages } from './payroll-list-stage';

/**
 * What the payroll screens read (issue 14 §2). Amounts are integer cents, hours minutes, days YYYY-MM-DD.
 * The identity code and the bank account are never here: the list only says that one is missing.
 */

export const payrollStatuses = ['not-paid', 'paid'] as const;
export type PayrollStatus = (typeof payrollStatuses)[number];

/**
 * Why a shift of the period is not on the list: not verified yet; no contract (or no worker); unpaid by the
 * pay rules (`ShiftPay.reason` codes); or its worker lacks an identity code or a bank account (such a
 * worker's shifts wait until the details are given; refreshing the list then picks them up); or its worker's
 * payroll on this list is already paid (a paid payroll is locked, so the shift waits for the next list).
 */
export const exclusionCodes = [
  'notVerified',
  'noContract',
  'noWorker',
  'noWage',
  'noContractVersion',
  'noKilometreRate',
  'sickDayPending',
  'absence',
  'missingPaymentDetails',
  'payrollPaid',
] as const;
export type ExclusionCode = (typeof exclusionCodes)[number];

export const missingPaymentDetails = ['identityCode', 'bankAccount'] as const;
export type MissingPaymentDetail = (typeof missingPaymentDetails)[number];

export const exclusionReasonSchema = z.object({
  code: z.enum(exclusionCodes),
  /** noWage: the kinds of hour the contract version has no wage for. */
  kinds: z.array(z.string()).optional(),
  /** missingPaymentDetails: what the worker lacks. */
  missing: z.array(z.enum(missingPaymentDetails)).optional(),
});
export type ExclusionReason = z.infer<typeof exclusionReasonSchema>;

/** A shift as the payroll screens name it, so every line can be traced back to its shift. */
export const payrollShiftRefSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  day: z.iso.date(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  areaName: z.string().nullable(),
});
export type PayrollShiftRef = z.infer<typeof payrollShiftRefSchema>;

export const excludedShiftSchema = payrollShiftRefSchema.extend({
  workerId: z.uuid().nullable(),
  workerName: z.string().nullable(),
  reason: exclusionReasonSchema,
});
export type ExcludedShift = z.infer<typeof excludedShiftSchema>;

export const payrollListSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(payrollListKinds),
  stage: z.enum(payrollListStages),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  paymentDate: z.iso.date(),
  workers: z.number().int(),
  paidPayrolls: z.number().int(),
  paidMinutes: z.number().int(),
  grossCents: z.number().int(),
  taxExemptCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PayrollListSummary = z.infer<typeof payrollListSummarySchema>;

export const payrollListPageSchema = pagedSchema(payrollListSummarySchema);
export type PayrollListPage = z.infer<typeof payrollListPageSchema>;

export const payrollWorkerRowSchema = z.object({
  payrollId: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  shifts: z.number().int(),
  paidMinutes: z.number().int(),
  grossCents: z.number().int(),
  taxExemptCents: z.number().int(),
  status: z.enum(payrollStatuses),
  paidOn: z.iso.date().nullable(),
});
export type PayrollWorkerRow = z.infer<typeof payrollWorkerRowSchema>;

export const payrollListDetailSchema = payrollListSummarySchema.extend({
  payrolls: z.array(payrollWorkerRowSchema),
  /** The period's shifts that are on no payroll, with why (regular lists; a quick list has none). */
  excluded: z.array(excludedShiftSchema),
  actions: z.object({
    refresh: z.boolean(),
    delete: z.boolean(),
    startPaying: z.boolean(),
    payAll: z.boolean(),
  }),
});
export type PayrollListDetail = z.infer<typeof payrollListDetailSchema>;

/** The kind of a manual line (`payroll_lines.kind`); every other kind is one of `payLineKinds`. */
export const adjustmentLineKind = 'adjustment';

export const payrollLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  /** A pay line kind of `payLineKinds`, or adjustment for a manual line. */
  kind: z.string(),
  incomeType: z.number().int(),
  day: z.iso.date().nullable(),
  minutes: z.number().int().nullable(),
  unitCents: z.number().int().nullable(),
  baseUnitCents: z.number().int().nullable(),
  kilometreHundredths: z.number().int().nullable(),
  basisPoints: z.number().int().nullable(),
  baseCents: z.number().int().nullable(),
  grossCents: z.number().int(),
  taxExempt: z.boolean(),
  reason: z.string().nullable(),
  createdByName: z.string().nullable(),
  shift: payrollShiftRefSchema.nullable(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;

export const incomeTypeTotalSchema = z.object({ incomeType: z.number().int(), cents: z.number().int() });

export const payrollDetailSchema = z.object({
  id: z.uuid(),
  payrollListId: z.uuid(),
  listKind: z.enum(payrollListKinds),
  listStage: z.enum(payrollListStages),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  paymentDate: z.iso.date(),
  workerId: z.uuid(),
  workerName: z.string(),
  status: z.enum(payrollStatuses),
  paidOn: z.iso.date().nullable(),
  paidMinutes: z.number().int(),
  grossCents: z.number().int(),
  taxExemptCents: z.number().int(),
  lines: z.array(payrollLineSchema),
  /** The amounts as the Incomes Register reports them (a supplement hour's base part is time-rate pay). */
  incomeTypeTotals: z.array(incomeTypeTotalSchema),
  actions: z.object({ adjust: z.boolean(), markPaid: z.boolean() }),
});
export type PayrollDetail = z.infer<typeof payrollDetailSchema>;

export const deletedPayrollListSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

export const quickShiftSchema = payrollShiftRefSchema.extend({
  workerId: z.uuid().nullable(),
  workerName: z.string().nullable(),
  boostCents: z.number().int(),
  payrollListId: z.uuid().nullable(),
  payrollId: z.uuid().nullable(),
  paymentDate: z.iso.date().nullable(),
});
export type QuickShift = z.infer<typeof quickShiftSchema>;

export const quickShiftsSchema = z.object({
  shifts: z.array(quickShiftSchema),
  /** The quick lists of the tab (sent or paying), for their actions. */
  lists: z.array(payrollListSummarySchema),
});
export type QuickShifts = z.infer<typeof quickShiftsSchema>;
