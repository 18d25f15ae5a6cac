import type { ListGigsQuery } from '@portal/domain/gigs';
import { listGigsContract } from '@portal/domain/gigs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function getGigsQueryOptions(accountId: string, query: ListGigsQuery) {
  return queryOptions({
    queryKey: gigsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listGigsContract, { params: { accountId }, query, signal }),
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's gigs with the list's filters and sort. */
export function useGigs(accountId: string, query: ListGigsQuery) {
  return useQuery(getGigsQueryOptions(accountId, query));
}
