import { reopenApplicationCommentContract } from '@portal/domain/application-comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsKeys } from './comments-keys';

export function useReopenComment(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'application-comments.reopenError' },
    mutationFn: (commentId: string) =>
      apiRequest(reopenApplicationCommentContract, { params: { accountId, applicantId, commentId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: commentsKeys.applicant(accountId, applicantId) }),
  });
}
