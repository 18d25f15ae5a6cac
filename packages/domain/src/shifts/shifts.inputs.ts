import { z } from 'zod';
import { boostTypes, cancelReasons, shiftDisplayStates } from './shift';

/** Longest calendar range one call reads: a month view shows six weeks; the list view a little more. */
export const calendarRangeMaxDays = 62;
export const cancelNoteMaxLength = 1000;
export const requirementsMaxLength = 2000;
export const boostValueMax = 10_000;

const dayMs = 24 * 60 * 60 * 1000;

/** The calendar's visible range (ISO instants, `to` exclusive) and an optional area. */
export const calendarShiftsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    areaId: z.uuid().optional(),
  })
  .refine((query) => new Date(query.to).getTime() > new Date(query.from).getTime(), {
    message: 'RANGE_INVALID',
    path: ['to'],
  })
  .refine(
    (query) => new Date(query.to).getTime() - new Date(query.from).getTime() <= calendarRangeMaxDays * dayMs,
    {
      message: 'RANGE_TOO_LONG',
      path: ['to'],
    },
  );
export type CalendarShiftsQuery = z.infer<typeof calendarShiftsQuerySchema>;

/** The display states the calendar filter offers (a web filter; the API answers every state). */
export const calendarDisplayStateFilterSchema = z.array(z.enum(shiftDisplayStates));

export const assignmentWarningsQuerySchema = z.object({ workerId: z.uuid() });
export type AssignmentWarningsQuery = z.infer<typeof assignmentWarningsQuerySchema>;

/** Assign a worker to an open shift. */
export const assignShiftInputSchema = z.object({ workerId: z.uuid() });
export type AssignShiftInput = z.infer<typeof assignShiftInputSchema>;

/** Cancel a booking: one of the spec's reasons; "other" needs a note. */
export const cancelBookingInputSchema = z
  .object({
    reason: z.enum(cancelReasons),
    note: z.string().trim().max(cancelNoteMaxLength).optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '').length > 0, {
    message: 'REQUIRED',
    path: ['note'],
  });
export type CancelBookingInput = z.infer<typeof cancelBookingInputSchema>;
export type CancelBookingFormInput = z.input<typeof cancelBookingInputSchema>;

/** Boost a shift: quick pay or a bonus of `boostValue` (euros). */
export const boostShiftInputSchema = z.object({
  boostType: z.enum(boostTypes),
  boostValue: z.number().positive().max(boostValueMax),
});
export type BoostShiftInput = z.infer<typeof boostShiftInputSchema>;

/** Edit a shift's times, role and requirements (a booking in progress keeps its worker). */
export const updateShiftInputSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    roleType: z.string().trim().max(100).nullable(),
    requirements: z.string().trim().max(requirementsMaxLength).nullable(),
  })
  .refine((input) => new Date(input.endsAt).getTime() > new Date(input.startsAt).getTime(), {
    message: 'SHIFT_TIMES_INVALID',
    path: ['endsAt'],
  });
export type UpdateShiftInput = z.infer<typeof updateShiftInputSchema>;
