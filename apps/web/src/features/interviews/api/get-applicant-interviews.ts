import { listApplicantInterviewsContract } from '@portal/domain/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

export function useApplicantInterviews(accountId: string, applicantId: string) {
  return useQuery({
    queryKey: interviewsKeys.applicant(accountId, applicantId),
    queryFn: ({ signal }) =>
      apiRequest(listApplicantInterviewsContract, { params: { accountId, applicantId }, signal }),
  });
}
