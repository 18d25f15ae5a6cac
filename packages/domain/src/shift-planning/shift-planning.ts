import { z } from 'zod';
import { shiftStatuses } from '../shifts/shift';

/** How far ahead shift planning looks: the current ISO week and the following ones (default 4 weeks). */
export const defaultPlanningWeeks = 4;
export const maxPlanningWeeks = 12;
export const planningSearchMaxLength = 100;

/** Sort orders of the planning list: by area name, or the worst-filled areas first. */
export const planningSorts = ['name', 'fill_rate'] as const;
export type PlanningSort = (typeof planningSorts)[number];

/**
 * Counts of one area (or area and week): every live upcoming shift, those with a worker, those published
 * but without one, and those not yet published. `fillRate` is booked / total, null when there are none.
 */
export const planningFiguresSchema = z.object({
  total: z.number().int(),
  booked: z.number().int(),
  open: z.number().int(),
  draft: z.number().int(),
  fillRate: z.number().min(0).max(1).nullable(),
});
export type PlanningFigures = z.infer<typeof planningFiguresSchema>;

/** An ISO week in Helsinki time: key `2026-W48`, its number and its Monday to Sunday as YYYY-MM-DD. */
export const planningWeekSchema = z.object({
  key: z.string(),
  number: z.number().int().min(1).max(53),
  startDay: z.string(),
  endDay: z.string(),
});
export type PlanningWeek = z.infer<typeof planningWeekSchema>;

export const planningAreaWeekSchema = planningFiguresSchema.extend({ weekKey: z.string() });
export type PlanningAreaWeek = z.infer<typeof planningAreaWeekSchema>;

/** One row of the planning list: an area with its figures per week and for the whole period. */
export const planningAreaRowSchema = z.object({
  areaId: z.uuid(),
  areaName: z.string(),
  city: z.string().nullable(),
  weeks: z.array(planningAreaWeekSchema),
  totals: planningFiguresSchema,
});
export type PlanningAreaRow = z.infer<typeof planningAreaRowSchema>;

export const planningPageSchema = z.object({
  /** The period: from now to the end of the last week. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  weeks: z.array(planningWeekSchema),
  items: z.array(planningAreaRowSchema),
  total: z.number().int(),
});
export type PlanningPage = z.infer<typeof planningPageSchema>;

/** An upcoming shift as the area view lists it; `needsWorker`: published, nobody assigned. */
export const planningShiftSchema = z.object({
  id: z.uuid(),
  gigId: z.uuid().nullable(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(shiftStatuses),
  roleType: z.string().nullable(),
  workerName: z.string().nullable(),
  /** Workers who asked for this shift. */
  reservationCount: z.number().int(),
  needsWorker: z.boolean(),
});
export type PlanningShift = z.infer<typeof planningShiftSchema>;

export const planningAreaWeekDetailSchema = planningWeekSchema.extend({
  figures: planningFiguresSchema,
  shifts: z.array(planningShiftSchema),
});
export type PlanningAreaWeekDetail = z.infer<typeof planningAreaWeekDetailSchema>;

/** One area's upcoming weeks, each with its figures and shifts. */
export const planningAreaDetailSchema = z.object({
  areaId: z.uuid(),
  areaName: z.string(),
  city: z.string().nullable(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  totals: planningFiguresSchema,
  weeks: z.array(planningAreaWeekDetailSchema),
});
export type PlanningAreaDetail = z.infer<typeof planningAreaDetailSchema>;
