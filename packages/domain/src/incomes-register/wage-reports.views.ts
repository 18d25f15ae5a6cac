import { z } from 'zod';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { irReportIdSchema } from './ir-reports.inputs';
import { wageReportEvents, wageReportStates } from './wage-report-states';

/**
 * What the wage report screens read and send (issue 14 §2 "Wage reports", "Payer summary reports"). A report
 * is "live" while the register may hold it (sent, approved, unknown); a worker's payment date with no live
 * report is still to be reported, so a rejected or invalidated report brings its pair back to the to-report
 * list, and `overdue` is that list past the deadline (5th day after the payment date, the business day rule).
 */

export const wageReportPageSize = 50;

/** A worker's paid pay of one payment date that has no live report yet. */
export const wageReportToMakeSchema = z.object({
  workerId: z.uuid(),
  workerName: z.string(),
  paymentDate: z.iso.date(),
  grossCents: z.number().int(),
  dueOn: z.iso.date(),
  overdue: z.boolean(),
});
export type WageReportToMake = z.infer<typeof wageReportToMakeSchema>;
export const wageReportsToMakeSchema = z.object({ items: z.array(wageReportToMakeSchema) });

export const wageReportSummarySchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  paymentDate: z.iso.date(),
  status: z.enum(wageReportStates),
  reportId: z.string(),
  irReportId: z.string().nullable(),
  grossCents: z.number().int(),
  dueOn: z.iso.date(),
  /** Not (or no longer) validly reported and past the deadline: a rejected report not yet made again. */
  overdue: z.boolean(),
  /** The report this one replaces (a correction), if any. */
  replacesId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WageReportSummary = z.infer<typeof wageReportSummarySchema>;

export const wageReportPageSchema = pagedSchema(wageReportSummarySchema);
export type WageReportPage = z.infer<typeof wageReportPageSchema>;
export const madeWageReportsSchema = z.object({ items: z.array(wageReportSummarySchema) });
export type MadeWageReports = z.infer<typeof madeWageReportsSchema>;

export const wageReportLineSchema = z.object({
  incomeType: z.number().int(),
  amountCents: z.number().int(),
  kilometres: z.number().int().nullable(),
});
export type WageReportLine = z.infer<typeof wageReportLineSchema>;

/** One change of state as the audit trail holds it (the creation is the first, with no event). */
export const wageReportHistoryEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  status: z.enum(wageReportStates).nullable(),
  note: z.string().nullable(),
});

const reportLinkSchema = z.object({ id: z.uuid(), reportId: z.string(), status: z.enum(wageReportStates) });

export const wageReportDetailSchema = wageReportSummarySchema.extend({
  statusNote: z.string().nullable(),
  lines: z.array(wageReportLineSchema),
  history: z.array(wageReportHistoryEntrySchema),
  replaces: reportLinkSchema.nullable(),
  replacedBy: z.array(reportLinkSchema),
  /** The cancellation file has been made (downloadable); the register's acceptance is then `invalidate`. */
  invalidationMade: z.boolean(),
  /** The register's answers the state machine allows now. */
  events: z.array(z.enum(wageReportEvents)),
  canReplace: z.boolean(),
  canInvalidate: z.boolean(),
});
export type WageReportDetail = z.infer<typeof wageReportDetailSchema>;

export const listWageReportsQuerySchema = z.object({
  status: z.enum(wageReportStates).optional(),
  /** Payment dates in [from, to]. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  workerId: z.uuid().optional(),
  ...pageQueryFields(wageReportPageSize),
});
export type ListWageReportsQuery = z.infer<typeof listWageReportsQuerySchema>;

/** Make the reports not yet made of a payment date: every worker's, or one worker's. */
export const makeWageReportsInputSchema = z.object({
  paymentDate: z.iso.date(),
  workerId: z.uuid().optional(),
});
export type MakeWageReportsInput = z.infer<typeof makeWageReportsInputSchema>;

/** The register's answer: `approve` carries its report id (needed to replace or invalidate). */
export const wageReportEventInputSchema = z
  .object({
    event: z.enum(wageReportEvents),
    irReportId: irReportIdSchema.optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((input) => input.event !== 'approve' || input.irReportId !== undefined, {
    message: 'IR_REPORT_ID_REQUIRED',
    path: ['irReportId'],
  });
export type WageReportEventInput = z.infer<typeof wageReportEventInputSchema>;
