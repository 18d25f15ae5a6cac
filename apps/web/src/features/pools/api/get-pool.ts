import { getPoolContract } from '@portal/domain/pools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function getPoolQueryOptions(accountId: string, poolId: string) {
  return queryOptions({
    queryKey: poolsKeys.detail(accountId, poolId),
    queryFn: ({ signal }) => apiRequest(getPoolContract, { params: { accountId, poolId }, signal }),
  });
}

/** One pool with its members and areas. */
export function usePool(accountId: string, poolId: string) {
  return useQuery(getPoolQueryOptions(accountId, poolId));
}
