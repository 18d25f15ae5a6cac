import { getPublicRecruitmentContract } from '@portal/domain/recruitment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The ad's public facts for the page header (no sign-in). */
export function useRecruitment(recruitmentId: string) {
  return useQuery({
    queryKey: ['recruitment', 'public', recruitmentId],
    queryFn: ({ signal }) => apiRequest(getPublicRecruitmentContract, { params: { recruitmentId }, signal }),
    // An unlisted ad stays unlisted: asking again would only spend the page's request limit.
    retry: false,
  });
}
