import { addApplicationCommentContract } from '@portal/domain/application-comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsKeys } from './comments-keys';

export function useAddComment(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'application-comments.addError' },
    mutationFn: (text: string) =>
      apiRequest(addApplicationCommentContract, { params: { accountId, applicantId }, body: { text } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: commentsKeys.applicant(accountId, applicantId) }),
  });
}
