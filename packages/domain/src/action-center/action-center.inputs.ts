import { z } from 'zod';
import { pageQueryFields } from '../shared/paging';
import { workDayTypes } from '../shifts/shift';
import { inspectionBatchMax } from './action-center';

/** A tab's list: pages (spec section 9: default 10, perPage) and an optional area. */
export const listActionCenterQuerySchema = z.object({
  areaId: z.uuid().optional(),
  ...pageQueryFields(),
});
export type ListActionCenterQuery = z.infer<typeof listActionCenterQuerySchema>;

/**
 * Completion of a shift that has ended: the real times, the unpaid break, kilometres and the work-day type.
 * The shape is checked here; whether the times make sense (end after start, the break shorter than the work)
 * is `completionProblem`'s job, so the answer names SHIFT_TIMES_INVALID and the field.
 */
export const completeShiftInputSchema = z.object({
  actualStartsAt: z.iso.datetime({ offset: true }),
  actualEndsAt: z.iso.datetime({ offset: true }),
  breakMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  kilometrikorvaus: z.number().min(0).max(100_000).default(0),
  workDayType: z.enum(workDayTypes),
});
export type CompleteShiftInput = z.input<typeof completeShiftInputSchema>;
export type CompleteShiftData = z.output<typeof completeShiftInputSchema>;

const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;

/** Confirmed shifts to send for the customer's inspection. */
export const sendForInspectionInputSchema = z.object({
  shiftIds: z.array(z.uuid()).min(1).max(inspectionBatchMax).refine(uniqueIds, { message: 'DUPLICATE' }),
});
export type SendForInspectionInput = z.infer<typeof sendForInspectionInputSchema>;
