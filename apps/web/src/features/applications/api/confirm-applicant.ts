import { type ConfirmApplicantInput, confirmApplicantContract } from '@portal/domain/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** Confirms the applicant as a worker (the server queues the welcome e-mail). */
export function useConfirmApplicant(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'applications.confirm.error' },
    mutationFn: (input: ConfirmApplicantInput) =>
      apiRequest(confirmApplicantContract, { params: { accountId, applicantId }, body: input }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(applicationsKeys.detail(accountId, applicantId), answer.application);
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.account(accountId) });
    },
  });
}
