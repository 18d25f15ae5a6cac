import { getJobAdContract } from '@portal/domain/job-ads';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobAdsKeys } from './job-ads-keys';

export function useJobAd(accountId: string, jobAdId: string | null) {
  return useQuery({
    queryKey: jobAdsKeys.detail(accountId, jobAdId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getJobAdContract, { params: { accountId, jobAdId: jobAdId ?? '' }, signal }),
    enabled: jobAdId !== null,
  });
}
