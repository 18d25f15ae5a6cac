import { areaSuggestionsContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function getAreaSuggestionsQueryOptions(accountId: string, prefix: string) {
  return queryOptions({
    queryKey: gigsKeys.areaSuggestions(accountId, prefix),
    queryFn: ({ signal }) =>
      apiRequest(areaSuggestionsContract, { params: { accountId }, query: { prefix }, signal }),
    staleTime: 30_000,
  });
}

/** Up to 6 areas the user may order for whose name starts with `prefix` (spec: area suggestions). */
export function useAreaSuggestions(accountId: string, prefix: string) {
  return useQuery(getAreaSuggestionsQueryOptions(accountId, prefix));
}
