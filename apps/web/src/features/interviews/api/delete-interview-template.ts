import { deleteInterviewTemplateContract } from '@portal/domain/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

export function useDeleteInterviewTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'interviews.templates.deleteError' },
    mutationFn: (templateId: string) =>
      apiRequest(deleteInterviewTemplateContract, { params: { accountId, templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKeys.templates(accountId) }),
  });
}
