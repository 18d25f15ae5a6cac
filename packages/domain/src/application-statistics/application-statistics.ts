import { z } from 'zod';

/**
 * The steps an application moves forward through, in order (spec §4, the step codes of
 * `recruitment/application-steps.ts`). The side steps (licence not found, no answer, rejected, withdrawn)
 * are not stages of the funnel: an application that took one stays counted at the furthest stage it reached.
 * `confirmed` (made a worker) is the last stage, the funnel's outcome, though a recruiter may confirm
 * straight after the interview: such an application counts as having passed the stages it skipped.
 */
export const funnelSteps = [
  'applied',
  'licence_confirmed',
  'interview_scheduled',
  'interview_sent',
  'submitted',
  'documents_requested',
  'documents_received',
  'documents_confirmed',
  'waiting_for_offer',
  'contract_sent',
  'contract_signed',
  'confirmed',
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** The longest period one answer covers: a year of weeks, so the charts and the query stay small. */
export const statisticsMaxDays = 371;
/** The period the page opens with: this week and the eleven before it. */
export const statisticsDefaultWeeks = 12;
/** The key a missing role, region or source is counted under. */
export const unknownKey = 'unknown';

const countsSchema = z.record(z.string(), z.number().int());

export const statisticsWeekSchema = z.object({
  /** ISO week in Helsinki time, e.g. `2026-W48`. */
  week: z.string(),
  /** Monday of the week (YYYY-MM-DD). */
  weekStart: z.string(),
  total: z.number().int(),
  byRole: countsSchema,
  byRegion: countsSchema,
  bySource: countsSchema,
});
export type StatisticsWeek = z.infer<typeof statisticsWeekSchema>;

export const funnelStageSchema = z.object({
  step: z.enum(funnelSteps),
  /** Applications of the period that reached this step or a later one. */
  reached: z.number().int(),
  /** Share (0–1) of the previous stage's applications that reached this one; null for the first or none. */
  conversion: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const applicationStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  weeks: z.array(statisticsWeekSchema),
  /** Every key counted in the period, most common first: the series of the charts and the CSV columns. */
  roles: z.array(z.string()),
  regions: z.array(z.string()),
  sources: z.array(z.string()),
  funnel: z.array(funnelStageSchema),
  /** Days from application to the first booked or worked shift, of those who have one. */
  firstShift: z.object({ count: z.number().int(), medianDays: z.number().nullable() }),
});
export type ApplicationStatistics = z.infer<typeof applicationStatisticsSchema>;
