import { getPoolOptionsContract } from '@portal/domain/pools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function getPoolOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: poolsKeys.options(accountId),
    queryFn: ({ signal }) => apiRequest(getPoolOptionsContract, { params: { accountId }, signal }),
  });
}

/** What the pool form offers: the areas of the account. */
export function usePoolOptions(accountId: string) {
  return useQuery(getPoolOptionsQueryOptions(accountId));
}
