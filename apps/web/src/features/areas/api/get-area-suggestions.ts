import { areaSuggestionsContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getAreaSuggestionsQueryOptions(accountId: string, prefix: string) {
  return queryOptions({
    queryKey: areasKeys.suggestions(accountId, prefix),
    queryFn: ({ signal }) =>
      apiRequest(areaSuggestionsContract, { params: { accountId }, query: { prefix }, signal }),
    staleTime: 30_000,
  });
}

/** Up to 6 areas whose name starts with `prefix`, for area pickers. */
export function useAreaSuggestions(accountId: string, prefix: string) {
  return useQuery(getAreaSuggestionsQueryOptions(accountId, prefix));
}
