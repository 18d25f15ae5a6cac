import type { ListAreasQuery } from '@portal/domain/areas';

/** Query keys of the areas feature; everything of one account sits under `account(accountId)`. */
export const areasKeys = {
  all: ['areas'] as const,
  account: (accountId: string) => [...areasKeys.all, accountId] as const,
  lists: (accountId: string) => [...areasKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListAreasQuery) => [...areasKeys.lists(accountId), query] as const,
  detail: (accountId: string, areaId: string) => [...areasKeys.account(accountId), 'detail', areaId] as const,
  suggestions: (accountId: string, prefix: string) =>
    [...areasKeys.account(accountId), 'suggestions', prefix] as const,
  poolOptions: (accountId: string) => [...areasKeys.account(accountId), 'pool-options'] as const,
  contractOptions: (accountId: string) => [...areasKeys.account(accountId), 'contract-options'] as const,
  postcode: (accountId: string, postcode: string) =>
    [...areasKeys.all, 'postcode', accountId, postcode] as const,
};
