import { searchEmployeesContract } from '@portal/domain/worker-blocks/employee-search.contract';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { EmployeeSearchService } from './employee-search.service';

export function registerEmployeeSearchRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  employeeSearch: EmployeeSearchService,
): void {
  registerContract(app, dependencies, searchEmployeesContract, ({ params, query }) =>
    employeeSearch.searchEmployees(params.accountId, query),
  );
}
