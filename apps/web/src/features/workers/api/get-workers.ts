import type { WorkerListQuery } from '@portal/domain/workers';
import { listWorkersContract } from '@portal/domain/workers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function getWorkersQueryOptions(accountId: string, query: WorkerListQuery) {
  return queryOptions({
    queryKey: workersKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listWorkersContract, { params: { accountId }, query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the personnel list for the filters in the URL. */
export function useWorkers(accountId: string, query: WorkerListQuery) {
  return useQuery(getWorkersQueryOptions(accountId, query));
}
