import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  listPayerSummaryReportsQuerySchema,
  makePayerSummaryReportInputSchema,
  payerSummaryReportPageSchema,
  payerSummaryReportViewSchema,
} from './payer-summary-reports.views';
import { wageReportEventInputSchema } from './wage-reports.views';

/** The employer's separate reports API (issue 14 §2): admins and above (subject Wages). */

export const payerSummaryReportParamsSchema = accountParamsSchema.extend({ reportId: z.uuid() });
export type PayerSummaryReportParams = z.infer<typeof payerSummaryReportParamsSchema>;

export const payerSummaryReportXmlPath = '/api/accounts/:accountId/payer-summary-reports/:reportId/xml';

export const listPayerSummaryReportsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/payer-summary-reports',
  summary: "The employer's separate reports, newest month first",
  tag: 'wage-reports',
  access: { kind: 'ability', action: 'read', subject: 'Wages' },
  params: accountParamsSchema,
  query: listPayerSummaryReportsQuerySchema,
  response: payerSummaryReportPageSchema,
});

export const makePayerSummaryReportContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/payer-summary-reports',
  summary: "Make a month's separate report from its paid payrolls ('no wages payable' when there are none)",
  tag: 'wage-reports',
  access: { kind: 'ability', action: 'create', subject: 'Wages' },
  params: accountParamsSchema,
  body: makePayerSummaryReportInputSchema,
  response: payerSummaryReportViewSchema,
  successStatus: 201,
});

export const recordPayerSummaryReportEventContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/payer-summary-reports/:reportId/events',
  summary: "Record the Incomes Register's answer to a separate report",
  tag: 'wage-reports',
  access: { kind: 'ability', action: 'update', subject: 'Wages' },
  params: payerSummaryReportParamsSchema,
  body: wageReportEventInputSchema,
  response: payerSummaryReportViewSchema,
});
