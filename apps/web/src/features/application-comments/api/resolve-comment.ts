import { resolveApplicationCommentContract } from '@portal/domain/application-comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsKeys } from './comments-keys';

export function useResolveComment(accountId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'application-comments.resolveError' },
    mutationFn: (commentId: string) =>
      apiRequest(resolveApplicationCommentContract, { params: { accountId, applicantId, commentId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: commentsKeys.applicant(accountId, applicantId) }),
  });
}
