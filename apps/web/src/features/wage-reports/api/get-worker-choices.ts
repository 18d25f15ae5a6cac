import { listWorkersContract } from '@portal/domain/workers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { wageReportsKeys } from './wage-reports-keys';

/** Workers whose name matches the text (2+ characters), for the list's worker filter. */
export function useWorkerChoices(accountId: string, search: string) {
  return useQuery({
    queryKey: [...wageReportsKeys.account(accountId), 'workers', search] as const,
    queryFn: ({ signal }) =>
      apiRequest(listWorkersContract, { params: { accountId }, query: { search, perPage: 20 }, signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
