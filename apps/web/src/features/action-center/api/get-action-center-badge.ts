import { getActionCenterBadgeContract } from '@portal/domain/action-center';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** The menu badge's count; kept fresh by the live events (every shift or gig change of the account). */
export function useActionCenterBadge(accountId: string | null) {
  return useQuery({
    queryKey: actionCenterKeys.badge(accountId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getActionCenterBadgeContract, { params: { accountId: accountId ?? '' }, signal }),
    enabled: accountId !== null,
    // Open future shifts stop counting when they start, without any change notice.
    refetchInterval: 5 * 60_000,
  });
}
