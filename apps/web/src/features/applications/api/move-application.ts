import { type MoveApplicationInput, moveApplicationContract } from '@portal/domain/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** Moves the application to one of its next steps, with the recruiter's note for the history. */
export function useMoveApplication(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'applications.step.error' },
    mutationFn: (input: MoveApplicationInput) =>
      apiRequest(moveApplicationContract, { params: { accountId, applicantId }, body: input }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(applicationsKeys.detail(accountId, applicantId), answer.application);
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.account(accountId) });
    },
  });
}
