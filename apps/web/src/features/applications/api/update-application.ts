import { type ApplicationUpdateInput, updateApplicationContract } from '@portal/domain/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** Saves the recruiter's edit of the application; a refusal lands on the form's fields. */
export function useUpdateApplication(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'applications.detail.saveError' },
    mutationFn: (input: ApplicationUpdateInput) =>
      apiRequest(updateApplicationContract, { params: { accountId, applicantId }, body: input }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(applicationsKeys.detail(accountId, applicantId), answer.application);
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.account(accountId) });
    },
  });
}
