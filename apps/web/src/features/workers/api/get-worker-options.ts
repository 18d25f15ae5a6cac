import { getWorkerOptionsContract } from '@portal/domain/workers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function getWorkerOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: workersKeys.options(accountId),
    queryFn: ({ signal }) => apiRequest(getWorkerOptionsContract, { params: { accountId }, signal }),
  });
}

/** The account's pools and its workers' cities, for the filters and the form. */
export function useWorkerOptions(accountId: string) {
  return useQuery(getWorkerOptionsQueryOptions(accountId));
}
