import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { planningAreaDetailSchema, planningPageSchema } from './shift-planning';
import { areaPlanningQuerySchema, listShiftPlanningQuerySchema } from './shift-planning.inputs';

export const areaPlanningParamsSchema = accountParamsSchema.extend({ areaId: z.uuid() });

export const listShiftPlanningContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shift-planning',
  summary:
    'Upcoming shifts (from now, this ISO week and the next ones, Helsinki time) per area and week: total, booked, open, draft, fill rate',
  tag: 'shift-planning',
  access: { kind: 'ability', action: 'read', subject: 'ShiftPlanning' },
  params: accountParamsSchema,
  query: listShiftPlanningQuerySchema,
  response: planningPageSchema,
});

export const getAreaPlanningContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shift-planning/areas/:areaId',
  summary:
    "One area's upcoming weeks with their figures and shifts, marking the open ones that need a worker",
  tag: 'shift-planning',
  access: { kind: 'ability', action: 'read', subject: 'ShiftPlanning' },
  params: areaPlanningParamsSchema,
  query: areaPlanningQuerySchema,
  response: planningAreaDetailSchema,
});
