import { upcomingInterviewsContract } from '@portal/domain/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsKeys } from './interviews-keys';

/** The signed-in recruiter's own coming interviews. */
export function useUpcomingInterviews(accountId: string) {
  return useQuery({
    queryKey: [...interviewsKeys.account(accountId), 'upcoming'],
    queryFn: ({ signal }) => apiRequest(upcomingInterviewsContract, { params: { accountId }, signal }),
  });
}
