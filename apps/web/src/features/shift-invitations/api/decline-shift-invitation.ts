import { declineShiftInvitationContract } from '@portal/domain/shift-invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function declineShiftInvitation(token: string) {
  return apiRequest(declineShiftInvitationContract, { params: { token } });
}

/** Says no to the shift; the answer is the invitation as it now stands. */
export function useDeclineShiftInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: () => declineShiftInvitation(token),
    onSuccess: (invitation) => {
      queryClient.setQueryData(shiftInvitationsKeys.publicInvitation(token), invitation);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: shiftInvitationsKeys.publicInvitation(token) }),
  });
}
