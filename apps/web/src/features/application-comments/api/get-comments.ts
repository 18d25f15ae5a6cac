import { listApplicationCommentsContract } from '@portal/domain/application-comments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsKeys } from './comments-keys';

export function useApplicationComments(accountId: string, applicantId: string) {
  return useQuery({
    queryKey: commentsKeys.applicant(accountId, applicantId),
    queryFn: ({ signal }) =>
      apiRequest(listApplicationCommentsContract, { params: { accountId, applicantId }, signal }),
  });
}
