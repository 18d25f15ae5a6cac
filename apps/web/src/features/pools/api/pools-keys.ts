import type { ListPoolsQuery } from '@portal/domain/pools';

/** Query keys of the pools feature; everything of one account sits under `account(accountId)`. */
export const poolsKeys = {
  all: ['pools'] as const,
  account: (accountId: string) => [...poolsKeys.all, accountId] as const,
  lists: (accountId: string) => [...poolsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListPoolsQuery) => [...poolsKeys.lists(accountId), query] as const,
  detail: (accountId: string, poolId: string) => [...poolsKeys.account(accountId), 'detail', poolId] as const,
  options: (accountId: string) => [...poolsKeys.account(accountId), 'options'] as const,
  allCandidates: (accountId: string, poolId: string) =>
    [...poolsKeys.account(accountId), 'candidates', poolId] as const,
  candidates: (accountId: string, poolId: string, query: string) =>
    [...poolsKeys.allCandidates(accountId, poolId), query] as const,
};
