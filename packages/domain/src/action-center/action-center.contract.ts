import { z } from 'zod';
import { accountParamsSchema } from '../accounts/accounts.contract';
import { defineContract } from '../shared/contract';
import {
  actionCenterBadgeSchema,
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

export const actionCenterShiftParamsSchema = accountParamsSchema.extend({ shiftId: z.uuid() });

/*
 * Access: reading the tabs needs read Shift (a customer: its areas, filtered on the server); completing and
 * verifying a shift needs update Shift (customers may in their areas, design brief: "confirm bookings and
 * verify completed shifts"). Quick-pay verification and sending for inspection are the staffing company's
 * work: they need manage Shift, which customers (read and update only) do not have.
 */

export const listBookingConfirmationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/bookings',
  summary: 'Open future shifts that workers asked for, soonest first, with the workers who asked',
  tag: 'action-center',
  access: { kind: 'ability', action: 'read', subject: 'Shift' },
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const listCompletionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/completions',
  summary: 'Booked and reserved shifts whose end has passed (awaiting completion), oldest first',
  tag: 'action-center',
  access: { kind: 'ability', action: 'read', subject: 'Shift' },
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: completionsPageSchema,
});

export const listQuickPayContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/quick-pay',
  summary: 'Confirmed quick-boost shifts not yet verified, oldest first',
  tag: 'action-center',
  access: { kind: 'ability', action: 'manage', subject: 'Shift' },
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const listInspectionContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/inspection',
  summary: 'Confirmed shifts (not quick boost) not yet sent for the customer’s inspection, oldest first',
  tag: 'action-center',
  access: { kind: 'ability', action: 'manage', subject: 'Shift' },
  params: accountParamsSchema,
  query: listActionCenterQuerySchema,
  response: actionCenterPageSchema,
});

export const getActionCenterBadgeContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/action-center/badge',
  summary: 'How many open, unreserved future shifts the account has (a customer: in its areas)',
  tag: 'action-center',
  access: { kind: 'ability', action: 'read', subject: 'Shift' },
  params: accountParamsSchema,
  response: actionCenterBadgeSchema,
});

export const sendForInspectionContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/action-center/inspection',
  summary: 'Send confirmed shifts for inspection: one summary e-mail per area to its confirmation e-mails',
  tag: 'action-center',
  access: { kind: 'ability', action: 'manage', subject: 'Shift' },
  params: accountParamsSchema,
  body: sendForInspectionInputSchema,
  response: inspectionResultSchema,
});

export const completeShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/completion',
  summary: 'Confirm an ended booked shift with its real times, break, kilometres and work-day type',
  tag: 'action-center',
  access: { kind: 'ability', action: 'update', subject: 'Shift' },
  params: actionCenterShiftParamsSchema,
  body: completeShiftInputSchema,
  response: actionCenterShiftSchema,
});

export const verifyShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/verification',
  summary: 'Verify the confirmed hours of a shift (a customer in its areas, or staff): confirmed -> verified',
  tag: 'action-center',
  access: { kind: 'ability', action: 'update', subject: 'Shift' },
  params: actionCenterShiftParamsSchema,
  response: actionCenterShiftSchema,
});

export const verifyQuickPayContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/quick-pay-verification',
  summary: 'Verify a confirmed quick-boost shift for quick pay (staff): confirmed -> verified',
  tag: 'action-center',
  access: { kind: 'ability', action: 'manage', subject: 'Shift' },
  params: actionCenterShiftParamsSchema,
  response: actionCenterShiftSchema,
});
