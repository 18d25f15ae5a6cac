import { listJobAdsContract } from '@portal/domain/job-ads';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationInvitationsKeys } from './application-invitations-keys';

/** The account's published ads, which an invitation may name (the newest hundred). */
export function useListedJobAds(accountId: string) {
  return useQuery({
    queryKey: applicationInvitationsKeys.jobAds(accountId),
    queryFn: ({ signal }) =>
      apiRequest(listJobAdsContract, {
        params: { accountId },
        query: { status: 'published', perPage: 100 },
        signal,
      }),
    select: (page) => page.items.map((ad) => ({ value: ad.id, label: ad.title })),
  });
}
