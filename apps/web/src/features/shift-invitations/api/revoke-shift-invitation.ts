import { revokeShiftInvitationContract } from '@portal/domain/shift-invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function revokeShiftInvitation(accountId: string, shiftId: string, invitationId: string) {
  return apiRequest(revokeShiftInvitationContract, { params: { accountId, shiftId, invitationId } });
}

/**
 * Withdraws a pending link; the shift's history gains an entry, so everything about the account's shifts
 * refreshes. A refusal (answered or expired meanwhile) refreshes too, so the list shows what happened.
 */
export function useRevokeShiftInvitation(accountId: string, shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'shift-invitations.list.revokeError' },
    mutationFn: (invitationId: string) => revokeShiftInvitation(accountId, shiftId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftInvitationsKeys.shiftRoot(accountId) }),
  });
}
