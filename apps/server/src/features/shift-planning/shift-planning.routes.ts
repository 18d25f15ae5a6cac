import { getAreaPlanningContract, listShiftPlanningContract } from '@portal/domain/shift-planning';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ShiftPlanningService } from './shift-planning.service';

/** Shift planning: areas by week with fill rates, and one area's weeks with the shifts to fill. */
export function registerShiftPlanningRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  planning: ShiftPlanningService,
): void {
  registerContract(app, dependencies, listShiftPlanningContract, ({ actor, params, query }) =>
    planning.listPlanning(actor, params.accountId, query),
  );
  registerContract(app, dependencies, getAreaPlanningContract, ({ actor, params, query }) =>
    planning.getAreaPlanning(actor, params.accountId, params.areaId, query),
  );
}
