import type { ListAreasQuery } from '@portal/domain/areas';
import { listAreasContract } from '@portal/domain/areas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getAreasQueryOptions(accountId: string, query: ListAreasQuery) {
  return queryOptions({
    queryKey: areasKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listAreasContract, { params: { accountId }, query, signal }),
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's work areas, searched by name. */
export function useAreas(accountId: string, query: ListAreasQuery) {
  return useQuery(getAreasQueryOptions(accountId, query));
}
