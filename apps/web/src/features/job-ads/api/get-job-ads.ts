import { type ListJobAdsQuery, listJobAdsContract } from '@portal/domain/job-ads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';
import { jobAdsKeys } from './job-ads-keys';

/** One page of the account's ads with the list's status filter, search and sort. */
export function useJobAds(accountId: string, query: ListJobAdsQuery) {
  return useQuery({
    queryKey: jobAdsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listJobAdsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every ad the list's filters find, page by page, for the CSV export. */
export function fetchAllJobAds(accountId: string, query: ListJobAdsQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listJobAdsContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (ad) => ad.id,
  );
}
