import {
  type CreateApplicationInvitationInput,
  cancelApplicationInvitationContract,
  createApplicationInvitationContract,
  resendApplicationInvitationContract,
} from '@portal/domain/application-invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationInvitationsKeys } from './application-invitations-keys';

function useRefreshList(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationInvitationsKeys.account(accountId) });
}

/** Sends a new invitation; the dialog shows a refusal under its fields. */
export function useCreateApplicationInvitation(accountId: string) {
  const refresh = useRefreshList(accountId);
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: CreateApplicationInvitationInput) =>
      apiRequest(createApplicationInvitationContract, { params: { accountId }, body }),
    onSuccess: refresh,
  });
}

/** Cancels or resends one invitation from the list; a refusal is toasted with the list's title. */
export function useChangeApplicationInvitation(accountId: string) {
  const refresh = useRefreshList(accountId);
  return useMutation({
    meta: { failureTitle: 'application-invitations.list.changeFailed' },
    mutationFn: ({ invitationId, action }: { invitationId: string; action: 'cancel' | 'resend' }) =>
      apiRequest(
        action === 'cancel' ? cancelApplicationInvitationContract : resendApplicationInvitationContract,
        {
          params: { accountId, invitationId },
        },
      ),
    onSuccess: refresh,
  });
}
