import { listInterviewRecruitersContract } from '@portal/domain/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

export function useInterviewRecruiters(accountId: string) {
  return useQuery({
    queryKey: interviewsKeys.recruiters(accountId),
    queryFn: ({ signal }) => apiRequest(listInterviewRecruitersContract, { params: { accountId }, signal }),
  });
}
