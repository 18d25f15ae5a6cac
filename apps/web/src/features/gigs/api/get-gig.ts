import { getGigContract } from '@portal/domain/gigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function getGigQueryOptions(accountId: string, gigId: string) {
  return queryOptions({
    queryKey: gigsKeys.detail(accountId, gigId),
    queryFn: ({ signal }) => apiRequest(getGigContract, { params: { accountId, gigId }, signal }),
  });
}

/** One gig with its live shifts and their history. */
export function useGig(accountId: string, gigId: string) {
  return useQuery(getGigQueryOptions(accountId, gigId));
}
