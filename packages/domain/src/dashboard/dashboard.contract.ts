import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';

export const dashboardFiguresSchema = z.object({
  /** Null for roles that may not see workers (customers). */
  workers: z
    .object({ total: z.number().int(), confirmed: z.number().int(), applicants: z.number().int() })
    .nullable(),
  areas: z.number().int(),
  /** Null for roles that may not open pools (customers). */
  pools: z.number().int().nullable(),
  shifts: z.object({
    open: z.number().int(),
    upcoming: z.number().int(),
    inProgress: z.number().int(),
    awaitingConfirmation: z.number().int(),
  }),
  gigs: z.object({ published: z.number().int(), drafts: z.number().int() }),
  /** Booked shifts per Helsinki day for the next 7 days, starting today. */
  nextSevenDays: z.array(z.object({ date: z.string(), booked: z.number().int(), open: z.number().int() })),
  /**
   * The fill rate of the coming weeks: this Helsinki week (Monday first, from today on) and the next ones,
   * `dashboardWeeks` in all; shifts offered (open, booked, confirmed, verified, expired) and filled (booked,
   * confirmed, verified).
   */
  /**
   * Earnings payment reports past their deadline (paid pay not reported, or rejected and not made again);
   * null for roles that may not read wage reports.
   */
  overdueWageReports: z.number().int().nullable(),
  comingWeeks: z.array(
    z.object({ weekStart: z.string(), shifts: z.number().int(), filled: z.number().int() }),
  ),
});
/** How many weeks the fill-rate chart shows. */
export const dashboardWeeks = 6;

export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const getDashboardContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/dashboard',
  summary: 'Key figures of an account (a customer limited to some areas sees those areas only)',
  tag: 'dashboard',
  access: { kind: 'ability', action: 'read', subject: 'Dashboard' },
  params: accountParamsSchema,
  response: dashboardFiguresSchema,
});
