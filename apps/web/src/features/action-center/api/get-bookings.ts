import type { ListActionCenterQuery } from '@portal/domain/action-center';
import { listBookingConfirmationsContract } from '@portal/domain/action-center';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { actionCenterKeys } from './action-center-keys';

/** Open future shifts that workers asked for, with the workers. */
export function useBookingConfirmations(accountId: string, query: ListActionCenterQuery, enabled = true) {
  return useQuery({
    queryKey: actionCenterKeys.tab(accountId, 'bookings', query),
    queryFn: ({ signal }) =>
      apiRequest(listBookingConfirmationsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
