import { listShiftInvitationsContract } from '@portal/domain/shift-invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function getShiftInvitationsQueryOptions(accountId: string, shiftId: string) {
  return queryOptions({
    queryKey: shiftInvitationsKeys.ofShift(accountId, shiftId),
    queryFn: ({ signal }) =>
      apiRequest(listShiftInvitationsContract, { params: { accountId, shiftId }, signal }),
  });
}

/** The invitations of one shift and what became of each, newest first. */
export function useShiftInvitations(accountId: string, shiftId: string, enabled = true) {
  return useQuery({ ...getShiftInvitationsQueryOptions(accountId, shiftId), enabled });
}
