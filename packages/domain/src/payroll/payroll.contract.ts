import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  addAdjustmentInputSchema,
  createPayrollListInputSchema,
  listPayrollListsQuerySchema,
  markPayrollPaidInputSchema,
  quickShiftsQuerySchema,
  sendQuickShiftsInputSchema,
} from './payroll.inputs';
import {
  deletedPayrollListSchema,
  payrollDetailSchema,
  payrollListDetailSchema,
  payrollListPageSchema,
  quickShiftsSchema,
} from './payroll.views';

/**
 * The payroll API (issue 14 §2): admins, organization-admins and super-admins only (subject Payroll).
 * The payslip PDF and the CSV export are file answers registered beside these (paths below), with the
 * access of reading a payroll.
 */

export const payrollListParamsSchema = accountParamsSchema.extend({ payrollListId: z.uuid() });
export type PayrollListParams = z.infer<typeof payrollListParamsSchema>;
export const payrollParamsSchema = accountParamsSchema.extend({ payrollId: z.uuid() });
export type PayrollParams = z.infer<typeof payrollParamsSchema>;
export const adjustmentParamsSchema = payrollParamsSchema.extend({ lineId: z.uuid() });

/** A list's lines as CSV (UTF-8 with BOM, `;`) for an external payroll system. */
export const payrollListCsvPath = '/api/accounts/:accountId/payroll-lists/:payrollListId/csv';
/** One worker's payslip as a PDF (`?language=` fi by default). */
export const payslipPdfPath = '/api/accounts/:accountId/payrolls/:payrollId/payslip';

const lists = '/api/accounts/:accountId/payroll-lists';
const payrolls = '/api/accounts/:accountId/payrolls/:payrollId';
const tag = 'payroll';

export const listPayrollListsContract = defineContract({
  method: 'GET',
  path: lists,
  summary: 'Payroll lists of the account, newest payment date first, 50 a page',
  tag,
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: accountParamsSchema,
  query: listPayrollListsQuerySchema,
  response: payrollListPageSchema,
});

export const createPayrollListContract = defineContract({
  method: 'POST',
  path: lists,
  summary: 'A pay period: every verified shift of the period on no payroll yet is paid, per worker',
  tag,
  access: { kind: 'ability', action: 'create', subject: 'Payroll' },
  params: accountParamsSchema,
  body: createPayrollListInputSchema,
  response: payrollListDetailSchema,
  successStatus: 201,
});

export const getPayrollListContract = defineContract({
  method: 'GET',
  path: `${lists}/:payrollListId`,
  summary: 'One payroll list: its workers with sums, and the shifts of the period not included and why',
  tag,
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: payrollListParamsSchema,
  response: payrollListDetailSchema,
});

export const refreshPayrollListContract = defineContract({
  method: 'POST',
  path: `${lists}/:payrollListId/refresh`,
  summary: 'Gather into the not-paid payrolls the shifts of the period that became payable',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: payrollListParamsSchema,
  response: payrollListDetailSchema,
});

export const deletePayrollListContract = defineContract({
  method: 'DELETE',
  path: `${lists}/:payrollListId`,
  summary: 'Delete a list none of whose payrolls is paid (soft); its shifts can be paid again',
  tag,
  access: { kind: 'ability', action: 'delete', subject: 'Payroll' },
  params: payrollListParamsSchema,
  response: deletedPayrollListSchema,
});

export const startPayingPayrollListContract = defineContract({
  method: 'POST',
  path: `${lists}/:payrollListId/start-paying`,
  summary: 'Start the payment of a sent quick list (quick pay: sent → paying)',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: payrollListParamsSchema,
  response: payrollListDetailSchema,
});

export const payPayrollListContract = defineContract({
  method: 'POST',
  path: `${lists}/:payrollListId/paid`,
  summary: 'Mark every not-paid payroll of the list paid on a day; the list is then paid',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: payrollListParamsSchema,
  body: markPayrollPaidInputSchema,
  response: payrollListDetailSchema,
});

export const getPayrollContract = defineContract({
  method: 'GET',
  path: payrolls,
  summary: "One worker's payroll, line by line, each shift line with its shift",
  tag,
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: payrollParamsSchema,
  response: payrollDetailSchema,
});

export const addAdjustmentContract = defineContract({
  method: 'POST',
  path: `${payrolls}/adjustments`,
  summary: 'Add a manual adjustment line with a reason to a not-paid payroll (audited)',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: payrollParamsSchema,
  body: addAdjustmentInputSchema,
  response: payrollDetailSchema,
  successStatus: 201,
});

export const removeAdjustmentContract = defineContract({
  method: 'DELETE',
  path: `${payrolls}/adjustments/:lineId`,
  summary: 'Remove a manual adjustment line of a not-paid payroll (audited)',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: adjustmentParamsSchema,
  response: payrollDetailSchema,
});

export const markPayrollPaidContract = defineContract({
  method: 'POST',
  path: `${payrolls}/paid`,
  summary: 'Mark a payroll paid on a day: it is locked from then on',
  tag,
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: payrollParamsSchema,
  body: markPayrollPaidInputSchema,
  response: payrollDetailSchema,
});

export const listQuickShiftsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/quick-shifts',
  summary: 'Quick-boosted verified shifts of a quick-pay tab: pending, sent or paying',
  tag,
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: accountParamsSchema,
  query: quickShiftsQuerySchema,
  response: quickShiftsSchema,
});

export const sendQuickShiftsContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/quick-shifts/send',
  summary: 'Send picked pending quick shifts to payment: a quick list with one payroll per worker',
  tag,
  access: { kind: 'ability', action: 'create', subject: 'Payroll' },
  params: accountParamsSchema,
  body: sendQuickShiftsInputSchema,
  response: payrollListDetailSchema,
  successStatus: 201,
});
