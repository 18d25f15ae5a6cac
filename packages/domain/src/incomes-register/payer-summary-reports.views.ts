import { z } from 'zod';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { wageReportEvents, wageReportStates } from './wage-report-states';

/**
 * The employer's separate report of a month (issue 14 §2 "Payer summary reports"): made from the paid
 * payrolls whose payment date is in the month, or "no wages payable" when there are none. Its answers from
 * the register move it with the wage report state machine.
 */

export const payerSummaryReportViewSchema = z.object({
  id: z.uuid(),
  /** YYYY-MM */
  month: z.string(),
  status: z.enum(wageReportStates),
  reportId: z.string(),
  irReportId: z.string().nullable(),
  noWagesPayable: z.boolean(),
  /** The wages paid in the month (gross). */
  grossCents: z.number().int(),
  dueOn: z.iso.date(),
  statusNote: z.string().nullable(),
  events: z.array(z.enum(wageReportEvents)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PayerSummaryReportView = z.infer<typeof payerSummaryReportViewSchema>;

export const payerSummaryReportPageSchema = pagedSchema(payerSummaryReportViewSchema);
export type PayerSummaryReportPage = z.infer<typeof payerSummaryReportPageSchema>;

export const listPayerSummaryReportsQuerySchema = z.object({ ...pageQueryFields(50) });

export const makePayerSummaryReportInputSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /**
   * The employer's health insurance contribution of the month in cents, as payroll computed it: the portal
   * does not hold the year's rate (reference/domain-rules.md §4 says to check it on vero.fi). Required when
   * wages were paid; ignored for a "no wages payable" month.
   */
  healthInsuranceContributionCents: z.number().int().min(0).optional(),
});
export type MakePayerSummaryReportInput = z.infer<typeof makePayerSummaryReportInputSchema>;
