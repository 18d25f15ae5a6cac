import { z } from 'zod';
import { pageQueryFields } from '../shared/paging';
import {
  defaultPlanningWeeks,
  maxPlanningWeeks,
  planningSearchMaxLength,
  planningSorts,
} from './shift-planning';

const weeksSchema = z.coerce.number().int().min(1).max(maxPlanningWeeks).default(defaultPlanningWeeks);

/** The planning list: how many weeks ahead, area-name search, sort and pages (default 10, perPage). */
export const listShiftPlanningQuerySchema = z.object({
  weeks: weeksSchema,
  search: z.string().trim().max(planningSearchMaxLength).optional(),
  sort: z.enum(planningSorts).default('name'),
  ...pageQueryFields(),
});
export type ListShiftPlanningQuery = z.infer<typeof listShiftPlanningQuerySchema>;

/** One area's planning: how many weeks ahead. */
export const areaPlanningQuerySchema = z.object({ weeks: weeksSchema });
export type AreaPlanningQuery = z.infer<typeof areaPlanningQuerySchema>;
