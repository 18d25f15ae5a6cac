import { getActionCenterCountsContract } from '@portal/domain/action-center';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** How many shifts wait in each tab (the caller's scope); kept fresh by the live events like the tabs. */
export function useActionCenterCounts(accountId: string) {
  return useQuery({
    queryKey: actionCenterKeys.counts(accountId),
    queryFn: ({ signal }) => apiRequest(getActionCenterCountsContract, { params: { accountId }, signal }),
  });
}
