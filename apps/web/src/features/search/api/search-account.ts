import { globalSearchContract, globalSearchMinLength } from '@portal/domain/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  account: (accountId: string, q: string) => ['search', accountId, q] as const,
};

/** Workers, gigs, areas and pools of the account matching `q` (asked once it has two characters). */
export function useAccountSearch(accountId: string | null, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: searchKeys.account(accountId ?? '', text),
    queryFn: ({ signal }) =>
      apiRequest(globalSearchContract, {
        params: { accountId: accountId ?? '' },
        query: { q: text },
        signal,
      }),
    enabled: accountId !== null && text.length >= globalSearchMinLength,
    placeholderData: keepPreviousData,
  });
}
