import { listGigTemplatesContract } from '@portal/domain/gigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function getGigTemplatesQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: gigsKeys.templates(accountId),
    queryFn: ({ signal }) => apiRequest(listGigTemplatesContract, { params: { accountId }, signal }),
  });
}

/** The account's saved gig templates (staff only). */
export function useGigTemplates(accountId: string, enabled: boolean) {
  return useQuery({ ...getGigTemplatesQueryOptions(accountId), enabled });
}
