import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  listWageReportsQuerySchema,
  madeWageReportsSchema,
  makeWageReportsInputSchema,
  wageReportDetailSchema,
  wageReportEventInputSchema,
  wageReportPageSchema,
  wageReportsToMakeSchema,
} from './wage-reports.views';

/**
 * The earnings payment reports API (issue 14 §2, decision 0044). Admins and above only (subject Wages):
 * agents and customers are refused. The XML files are binary answers registered beside these (paths below)
 * with the same access as reading a report.
 */

export const wageReportParamsSchema = accountParamsSchema.extend({ reportId: z.uuid() });
export type WageReportParams = z.infer<typeof wageReportParamsSchema>;

/** The report's WageReportsRequestToIR file. */
export const wageReportXmlPath = '/api/accounts/:accountId/wage-reports/:reportId/xml';
/** The report's InvalidationsRequestToIR file, once made. */
export const wageReportInvalidationXmlPath =
  '/api/accounts/:accountId/wage-reports/:reportId/invalidation-xml';

const access = (action: 'read' | 'create' | 'update') =>
  ({ kind: 'ability', action, subject: 'Wages' }) as const;

export const listWageReportsToMakeContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/wage-reports/to-report',
  summary: 'The workers and payment dates of paid payrolls with no live earnings payment report yet',
  tag: 'wage-reports',
  access: access('read'),
  params: accountParamsSchema,
  response: wageReportsToMakeSchema,
});

export const listWageReportsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/wage-reports',
  summary: 'Earnings payment reports, newest payment date first; filters by status, payment dates, worker',
  tag: 'wage-reports',
  access: access('read'),
  params: accountParamsSchema,
  query: listWageReportsQuerySchema,
  response: wageReportPageSchema,
});

export const getWageReportContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/wage-reports/:reportId',
  summary: 'One earnings payment report: lines by income type, history, replacements, allowed answers',
  tag: 'wage-reports',
  access: access('read'),
  params: wageReportParamsSchema,
  response: wageReportDetailSchema,
});

export const makeWageReportsContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/wage-reports',
  summary:
    'Make the reports not yet made of a payment date (every worker, or one): validated XML, recorded as sent',
  tag: 'wage-reports',
  access: access('create'),
  params: accountParamsSchema,
  body: makeWageReportsInputSchema,
  response: madeWageReportsSchema,
  successStatus: 201,
});

export const recordWageReportEventContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/wage-reports/:reportId/events',
  summary: "Record the Incomes Register's answer to a report (an event of the wage report state machine)",
  tag: 'wage-reports',
  access: access('update'),
  params: wageReportParamsSchema,
  body: wageReportEventInputSchema,
  response: wageReportDetailSchema,
});

export const replaceWageReportContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/wage-reports/:reportId/replacement',
  summary: 'Correct an approved report: a replacement report of the same payment date from the paid lines',
  tag: 'wage-reports',
  access: access('create'),
  params: wageReportParamsSchema,
  response: wageReportDetailSchema,
  successStatus: 201,
});

export const invalidateWageReportContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/wage-reports/:reportId/invalidation',
  summary: 'Make the cancellation file of an approved report (the register accepting it is `invalidate`)',
  tag: 'wage-reports',
  access: access('update'),
  params: wageReportParamsSchema,
  response: wageReportDetailSchema,
});
