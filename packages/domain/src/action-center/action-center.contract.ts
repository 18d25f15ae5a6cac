import { defineContract } from '../shared/contract';
import { accountParamsSchema, shiftParamsSchema } from '../shared/route-params';
import {
  actionCenterBadgeSchema,
  actionCenterCountsSchema,
  actionCenterPageSchema,
  actionCenterShiftSchema,
  completionsPageSchema,
  inspectionResultSchema,
} from './action-center';
import {
  completeShiftInputSchema,
  listActionCenterQuerySchema,
  sendForInspectionInputSchema,
} from './action-center.inputs';

/*
 * Access. A customer limited to some areas holds the Shift rules only with an areaId condition, which a
 * route cannot check before it knows the shift, so the routes a customer uses let every user of the account
 * through (`read Account`, as the shifts contracts do) and the service checks Shift per record: lists are
 * filtered to the caller's areas, completing and verifying need update Shift on that shift's area. Quick-pay
 * verification and sending for inspection are the staffing company's work: manage Shift, which customers
 * (read and update only) do not have.
 */
const perShiftRecord = { kind: 'ability', action: 'read', subject: 'Account' } as const;
const staffManagesShifts = { kind: 'ability', action: 'manage', subject: 'Shift' } as const;

export const listBookingConfirmationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/bookings',
  summary: 'Open future shifts that workers asked for, soonest first, with the workers who asked',
  tag: 'action-center',
  access: perShiftRecord,
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const listCompletionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/completions',
  summary: 'Booked and reserved shifts whose end has passed (awaiting completion), oldest first',
  tag: 'action-center',
  access: perShiftRecord,
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: completionsPageSchema,
});

export const listQuickPayContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/quick-pay',
  summary: 'Confirmed quick-boost shifts not yet verified, oldest first',
  tag: 'action-center',
  access: staffManagesShifts,
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const listInspectionContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/inspection',
  summary: 'Confirmed shifts (not quick boost) not yet sent for the customer’s inspection, oldest first',
  tag: 'action-center',
  access: staffManagesShifts,
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const getActionCenterBadgeContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/badge',
  summary: 'How many open, unreserved future shifts the account has (a customer: in its areas)',
  tag: 'action-center',
  access: perShiftRecord,
  params: accountParamsSchema,
  response: actionCenterBadgeSchema,
});

export const getActionCenterCountsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/counts',
  summary: 'How many shifts wait in each tab (a customer: in its areas; null for tabs it may not open)',
  tag: 'action-center',
  access: perShiftRecord,
  params: accountParamsSchema,
  response: actionCenterCountsSchema,
});

export const sendForInspectionContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/action-center/inspection',
  summary: 'Send confirmed shifts for inspection: one summary e-mail per area to its confirmation e-mails',
  tag: 'action-center',
  access: staffManagesShifts,
  params: accountParamsSchema,
  body: sendForInspectionInputSchema,
  response: inspectionResultSchema,
});

export const completeShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/completion',
  summary: 'Confirm an ended booked shift with its real times, break, kilometres and work-day type',
  tag: 'action-center',
  access: perShiftRecord,
  params: shiftParamsSchema,
  body: completeShiftInputSchema,
  response: actionCenterShiftSchema,
});

export const verifyShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/verification',
  summary: 'Verify the confirmed hours of a shift (a customer in its areas, or staff): confirmed -> verified',
  tag: 'action-center',
  access: perShiftRecord,
  params: shiftParamsSchema,
  response: actionCenterShiftSchema,
});

export const verifyQuickPayContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/quick-pay-verification',
  summary: 'Verify a confirmed quick-boost shift for quick pay (staff): confirmed -> verified',
  tag: 'action-center',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  response: actionCenterShiftSchema,
});
