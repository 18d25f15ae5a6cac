import { findPoolCandidatesContract, workerSearchMinLength } from '@portal/domain/pools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function getPoolCandidatesQueryOptions(accountId: string, poolId: string, query: string) {
  return queryOptions({
    queryKey: poolsKeys.candidates(accountId, poolId, query),
    queryFn: ({ signal }) =>
      apiRequest(findPoolCandidatesContract, { params: { accountId, poolId }, query: { query }, signal }),
    enabled: query.trim().length >= workerSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Workers of the account that could join the pool, by name prefix (at most six). */
export function usePoolCandidates(accountId: string, poolId: string, query: string) {
  return useQuery(getPoolCandidatesQueryOptions(accountId, poolId, query));
}
