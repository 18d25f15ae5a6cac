import { acceptShiftInvitationContract } from '@portal/domain/shift-invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function acceptShiftInvitation(token: string) {
  return apiRequest(acceptShiftInvitationContract, { params: { token } });
}

/** Takes the shift if it is still free; the answer is the invitation as it now stands. */
export function useAcceptShiftInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: () => acceptShiftInvitation(token),
    onSuccess: (invitation) => {
      queryClient.setQueryData(shiftInvitationsKeys.publicInvitation(token), invitation);
    },
    // Taken, expired or already answered meanwhile: show what the invitation is now.
    onError: () => queryClient.invalidateQueries({ queryKey: shiftInvitationsKeys.publicInvitation(token) }),
  });
}
