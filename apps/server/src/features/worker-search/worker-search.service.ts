import { DomainError, workerSearchLimit } from '@portal/domain/shared';
import type { WorkerSearchQuery, WorkerSearchResponse } from '@portal/domain/worker-blocks';
import type { Database } from '../../db/client';
import { isAccountArea, searchAccountEmployees } from './account-workers.repository';

export type WorkerSearchServiceDependencies = { db: Database };

/** Employee search for assigning shifts: only confirmed workers, never blocked ones. */
export function createWorkerSearchService({ db }: WorkerSearchServiceDependencies) {
  return {
    /** Up to `workerSearchLimit` workers of the account by name prefix; an area outside it is NOT_FOUND. */
    async searchEmployees(accountId: string, query: WorkerSearchQuery): Promise<WorkerSearchResponse> {
      if (query.areaId && !(await isAccountArea(db, accountId, query.areaId))) {
        throw new DomainError('NOT_FOUND');
      }
      const workers = await searchAccountEmployees(db, {
        accountId,
        prefix: query.q,
        areaId: query.areaId,
        scope: query.scope,
        limit: workerSearchLimit,
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

export type WorkerSearchService = ReturnType<typeof createWorkerSearchService>;
