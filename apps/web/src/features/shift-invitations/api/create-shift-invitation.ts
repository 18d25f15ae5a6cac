import type { CreateShiftInvitationInput } from '@portal/domain/shift-invitations';
import { createShiftInvitationContract } from '@portal/domain/shift-invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function createShiftInvitation(accountId: string, shiftId: string, body: CreateShiftInvitationInput) {
  return apiRequest(createShiftInvitationContract, { params: { accountId, shiftId }, body });
}

/** Sends the link; the shift's history gains an entry, so everything about the account's shifts refreshes. */
export function useCreateShiftInvitation(accountId: string, shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'shift-invitations.invite.sendError' },
    mutationFn: (body: CreateShiftInvitationInput) => createShiftInvitation(accountId, shiftId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftInvitationsKeys.shiftRoot(accountId) }),
  });
}
