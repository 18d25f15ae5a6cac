import type { ListActionCenterQuery } from '@portal/domain/action-center';
import { listCompletionsContract } from '@portal/domain/action-center';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** Ended booked shifts awaiting their real hours, with the account's break rule. */
export function useCompletions(accountId: string, query: ListActionCenterQuery, enabled = true) {
  return useQuery({
    queryKey: actionCenterKeys.tab(accountId, 'completions', query),
    queryFn: ({ signal }) => apiRequest(listCompletionsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
