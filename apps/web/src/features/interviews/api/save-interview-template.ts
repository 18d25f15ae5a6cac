import {
  createInterviewTemplateContract,
  type InterviewTemplateValues,
  updateInterviewTemplateContract,
} from '@portal/domain/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

/** Creates a template, or replaces one when `templateId` is given. */
export function useSaveInterviewTemplate(accountId: string, templateId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'interviews.templates.saveError' },
    mutationFn: (input: InterviewTemplateValues) =>
      templateId
        ? apiRequest(updateInterviewTemplateContract, { params: { accountId, templateId }, body: input })
        : apiRequest(createInterviewTemplateContract, { params: { accountId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKeys.templates(accountId) }),
  });
}
