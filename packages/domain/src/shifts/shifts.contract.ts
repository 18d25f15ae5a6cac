import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema, shiftParamsSchema } from '../shared/route-params';
import { assignmentWarningsSchema, calendarShiftsSchema, shiftDetailSchema } from './shifts';
import {
  assignmentWarningsQuerySchema,
  assignShiftInputSchema,
  boostShiftInputSchema,
  calendarShiftsQuerySchema,
  cancelBookingInputSchema,
  updateShiftInputSchema,
} from './shifts.inputs';

/** Kept for imports of this contract; the shared route parameters own it. */
export { shiftParamsSchema };
export const shiftReservationParamsSchema = shiftParamsSchema.extend({ workerId: z.uuid() });

/*
 * Reading and editing a shift are allowed per record: a customer limited to some areas holds the Shift
 * rules only with an areaId condition, which the route cannot know before it loads the shift. Those routes
 * let every user of the account through (`read Account`) and the service checks the shift's own account
 * and area. Filling a shift (assign, reservations, cancel a booking, boost) is the staffing company's work:
 * `manage Shift`, which customers do not have.
 */
const perShiftRecord = { kind: 'ability', action: 'read', subject: 'Account' } as const;
const staffManagesShifts = { kind: 'ability', action: 'manage', subject: 'Shift' } as const;

export const calendarShiftsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shifts/calendar',
  summary:
    'Shifts of the account starting in [from, to), by start, at most 1,500 (truncated says more exist); deleted left out; customers see their areas',
  tag: 'shifts',
  access: perShiftRecord,
  params: accountParamsSchema,
  query: calendarShiftsQuerySchema,
  response: calendarShiftsSchema,
});

export const getShiftContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shifts/:shiftId',
  summary:
    'One shift with its gig, area, worker, reservations, boost, completion, history and allowed actions',
  tag: 'shifts',
  access: perShiftRecord,
  params: shiftParamsSchema,
  response: shiftDetailSchema,
});

export const updateShiftContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/shifts/:shiftId',
  summary: 'Change times, role and requirements; refused once the hours are confirmed or verified',
  tag: 'shifts',
  access: perShiftRecord,
  params: shiftParamsSchema,
  body: updateShiftInputSchema,
  response: shiftDetailSchema,
});

export const assignmentWarningsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shifts/:shiftId/assignment-warnings',
  summary: 'Warnings to show before assigning the worker: same-day shift, ends next day, blocks',
  tag: 'shifts',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  query: assignmentWarningsQuerySchema,
  response: assignmentWarningsSchema,
});

export const assignShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/assignment',
  summary:
    'Book an open shift for a confirmed worker of the account’s pools who can work in its role; the first of two at once wins (SHIFT_TAKEN)',
  tag: 'shifts',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  body: assignShiftInputSchema,
  response: shiftDetailSchema,
});

export const acceptReservationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/reservations/:workerId/accept',
  summary:
    'Book the shift for a worker who asked for it (booking confirmation); SHIFT_TAKEN when no longer free',
  tag: 'shifts',
  access: perShiftRecord,
  params: shiftReservationParamsSchema,
  response: shiftDetailSchema,
});

export const cancelBookingContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/cancellation',
  summary: 'Cancel a booking with a reason: the worker is unassigned and the shift opens again',
  tag: 'shifts',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  body: cancelBookingInputSchema,
  response: shiftDetailSchema,
});

export const boostShiftContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/shifts/:shiftId/boost',
  summary: 'Boost a shift with quick pay or a bonus',
  tag: 'shifts',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  body: boostShiftInputSchema,
  response: shiftDetailSchema,
});

export const removeShiftBoostContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/shifts/:shiftId/boost',
  summary: 'Remove the boost of a shift',
  tag: 'shifts',
  access: staffManagesShifts,
  params: shiftParamsSchema,
  response: shiftDetailSchema,
});
