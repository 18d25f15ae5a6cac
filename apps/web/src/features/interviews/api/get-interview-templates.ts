import { listInterviewTemplatesContract } from '@portal/domain/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

export function useInterviewTemplates(accountId: string) {
  return useQuery({
    queryKey: interviewsKeys.templates(accountId),
    queryFn: ({ signal }) => apiRequest(listInterviewTemplatesContract, { params: { accountId }, signal }),
  });
}
