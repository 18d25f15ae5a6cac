import { employeeSearchLimit } from '@portal/domain/shared/constants';
import { DomainError } from '@portal/domain/shared/errors';
import type {
  EmployeeSearchQuery,
  EmployeeSearchResponse,
} from '@portal/domain/worker-blocks/employee-search.contract';
import type { Database } from '../../db/client';
import { isAccountArea, searchAccountEmployees } from './account-workers.repository';

export type EmployeeSearchServiceDependencies = { db: Database };

/** Employee search for assigning shifts: only confirmed workers, never blocked ones. */
export function createEmployeeSearchService({ db }: EmployeeSearchServiceDependencies) {
  return {
    /** Up to `employeeSearchLimit` workers of the account by name prefix; an area outside it is NOT_FOUND. */
    async searchEmployees(accountId: string, query: EmployeeSearchQuery): Promise<EmployeeSearchResponse> {
      if (query.areaId && !(await isAccountArea(db, accountId, query.areaId))) {
        throw new DomainError('NOT_FOUND');
      }
      const workers = await searchAccountEmployees(db, {
        accountId,
        prefix: query.q,
        areaId: query.areaId,
        limit: employeeSearchLimit,
      });
      return {
        items: workers.map((worker) => ({
          id: worker.id,
          fullName: worker.fullName,
          email: worker.email,
          mobile: worker.mobile,
          profession: worker.profession,
        })),
      };
    },
  };
}

export type EmployeeSearchService = ReturnType<typeof createEmployeeSearchService>;
