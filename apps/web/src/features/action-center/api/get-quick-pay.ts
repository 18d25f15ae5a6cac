import type { ListActionCenterQuery } from '@portal/domain/action-center';
import { listQuickPayContract } from '@portal/domain/action-center';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** Confirmed quick-boost shifts awaiting quick-pay verification. */
export function useQuickPayShifts(accountId: string, query: ListActionCenterQuery, enabled = true) {
  return useQuery({
    queryKey: actionCenterKeys.tab(accountId, 'quick-pay', query),
    queryFn: ({ signal }) => apiRequest(listQuickPayContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
