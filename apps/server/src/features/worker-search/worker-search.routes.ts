import { searchEmployeesContract } from '@portal/domain/worker-blocks';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { WorkerSearchService } from './worker-search.service';

export function registerWorkerSearchRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  workerSearch: WorkerSearchService,
): void {
  registerContract(app, dependencies, searchEmployeesContract, ({ params, query }) =>
    workerSearch.searchEmployees(params.accountId, query),
  );
}
