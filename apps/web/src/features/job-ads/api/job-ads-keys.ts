import type { ListJobAdsQuery } from '@portal/domain/job-ads';

/** Query keys of the job ads; everything of one account sits under `account(accountId)`. */
export const jobAdsKeys = {
  all: ['job-ads'] as const,
  account: (accountId: string) => [...jobAdsKeys.all, accountId] as const,
  lists: (accountId: string) => [...jobAdsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListJobAdsQuery) => [...jobAdsKeys.lists(accountId), query] as const,
  detail: (accountId: string, id: string) => [...jobAdsKeys.account(accountId), 'detail', id] as const,
};
