import { getDashboardContract } from '@portal/domain/dashboard';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { DashboardService } from './dashboard.service';

export function registerDashboardRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  dashboard: DashboardService,
): void {
  registerContract(app, dependencies, getDashboardContract, ({ actor, params }) =>
    dashboard.getDashboard(actor, params.accountId),
  );
}
