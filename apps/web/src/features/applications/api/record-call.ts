import { type CallOutcomeInput, recordApplicationCallContract } from '@portal/domain/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** Records a call's outcome (reached, or no answer, which is a step); the call list then moves on. */
export function useRecordCall(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'applications.callList.error' },
    mutationFn: ({ applicantId, ...input }: CallOutcomeInput & { applicantId: string }) =>
      apiRequest(recordApplicationCallContract, { params: { accountId, applicantId }, body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.account(accountId) });
    },
  });
}
