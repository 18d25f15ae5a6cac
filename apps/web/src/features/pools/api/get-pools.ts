import type { ListPoolsQuery } from '@portal/domain/pools';
import { listPoolsContract } from '@portal/domain/pools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function getPoolsQueryOptions(accountId: string, query: ListPoolsQuery) {
  return queryOptions({
    queryKey: poolsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listPoolsContract, { params: { accountId }, query, signal }),
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's pools, default first. */
export function usePools(accountId: string, query: ListPoolsQuery) {
  return useQuery(getPoolsQueryOptions(accountId, query));
}
