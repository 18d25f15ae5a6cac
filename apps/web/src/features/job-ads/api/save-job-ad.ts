import { createJobAdContract, type JobAdValues, updateJobAdContract } from '@portal/domain/job-ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobAdsKeys } from './job-ads-keys';

/** Creates an ad, or replaces one when `jobAdId` is given; a refusal is shown on the form's fields. */
export function useSaveJobAd(accountId: string, jobAdId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'job-ads.form.saveError' },
    mutationFn: (input: JobAdValues) =>
      jobAdId
        ? apiRequest(updateJobAdContract, { params: { accountId, jobAdId }, body: input })
        : apiRequest(createJobAdContract, { params: { accountId }, body: input }),
    onSuccess: async (ad) => {
      queryClient.setQueryData(jobAdsKeys.detail(accountId, ad.id), ad);
      await queryClient.invalidateQueries({ queryKey: jobAdsKeys.lists(accountId) });
    },
  });
}
