import {
  searchEmployeesContract,
  type WorkerSearchQuery,
  workerSearchMinLength,
} from '@portal/domain/worker-blocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Workers by name prefix (up to 10). For shifts (the default): confirmed workers of the account's pools,
 * for assigning and inviting; with `areaId`, workers blocked in that area are left out. For `hr`: every
 * worker of the account who is not deleted (new ones too), for document requests and contracts. The key
 * sits under the `shifts` root (see lib/live-events), so a shift change refreshes who is offered.
 */
export function useWorkerSearch(
  accountId: string,
  query: string,
  options: { areaId?: string; scope?: WorkerSearchQuery['scope'] } = {},
) {
  const { areaId, scope } = options;
  return useQuery({
    queryKey: ['shifts', accountId, 'employees', query, areaId ?? null, scope ?? 'shifts'] as const,
    queryFn: ({ signal }) =>
      apiRequest(searchEmployeesContract, {
        params: { accountId },
        query: { q: query, ...(areaId ? { areaId } : {}), ...(scope ? { scope } : {}) },
        signal,
      }),
    enabled: query.trim().length >= workerSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
