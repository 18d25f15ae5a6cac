import type { ListActionCenterQuery } from '@portal/domain/action-center';
import { listInspectionContract } from '@portal/domain/action-center';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** Confirmed shifts not yet sent for the customer's inspection. */
export function useInspectionShifts(accountId: string, query: ListActionCenterQuery, enabled = true) {
  return useQuery({
    queryKey: actionCenterKeys.tab(accountId, 'inspection', query),
    queryFn: ({ signal }) => apiRequest(listInspectionContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
