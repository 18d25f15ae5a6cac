import type { ListGigsQuery } from '@portal/domain/gigs';

/** Query keys of the gigs feature; everything of one account sits under `account(accountId)`. */
export const gigsKeys = {
  all: ['gigs'] as const,
  account: (accountId: string) => [...gigsKeys.all, accountId] as const,
  lists: (accountId: string) => [...gigsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListGigsQuery) => [...gigsKeys.lists(accountId), query] as const,
  detail: (accountId: string, gigId: string) => [...gigsKeys.account(accountId), 'detail', gigId] as const,
  templates: (accountId: string) => [...gigsKeys.account(accountId), 'templates'] as const,
  areaSuggestions: (accountId: string, prefix: string) =>
    [...gigsKeys.account(accountId), 'area-suggestions', prefix] as const,
  area: (accountId: string, areaId: string) => [...gigsKeys.account(accountId), 'area', areaId] as const,
  contractOptions: (accountId: string) => [...gigsKeys.account(accountId), 'contract-options'] as const,
};
