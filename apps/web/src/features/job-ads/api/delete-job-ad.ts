import { deleteJobAdContract } from '@portal/domain/job-ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobAdsKeys } from './job-ads-keys';

export function useDeleteJobAd(accountId: string, jobAdId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'job-ads.delete.error' },
    mutationFn: () => apiRequest(deleteJobAdContract, { params: { accountId, jobAdId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobAdsKeys.account(accountId) });
    },
  });
}
