import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';

export const dashboardFiguresSchema = z.object({
  /** Null for roles that may not see workers (customers). */
  workers: z
    .object({ total: z.number().int(), confirmed: z.number().int(), applicants: z.number().int() })
    .nullable(),
  areas: z.number().int(),
  pools: z.number().int(),
  shifts: z.object({
    open: z.number().int(),
    upcoming: z.number().int(),
    inProgress: z.number().int(),
    awaitingConfirmation: z.number().int(),
  }),
  gigs: z.object({ published: z.number().int(), drafts: z.number().int() }),
  /** Booked shifts per Helsinki day for the next 7 days, starting today. */
  nextSevenDays: z.array(z.object({ date: z.string(), booked: z.number().int(), open: z.number().int() })),
});
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
