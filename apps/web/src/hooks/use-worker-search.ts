import { searchEmployeesContract, workerSearchMinLength } from '@portal/domain/worker-blocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Confirmed workers of the account's pools by name prefix (up to 10), for assigning and inviting to
 * shifts. With `areaId`, workers blocked in that area are left out. The key sits under the `shifts` root
 * (see lib/live-events), so a shift change refreshes who is offered.
 */
export function useWorkerSearch(accountId: string, query: string, areaId?: string) {
  return useQuery({
    queryKey: ['shifts', accountId, 'employees', query, areaId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest(searchEmployeesContract, {
        params: { accountId },
        query: areaId ? { q: query, areaId } : { q: query },
        signal,
      }),
    enabled: query.trim().length >= workerSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
