import type { ApplicationListQuery, CallListQuery } from '@portal/domain/recruitment';

/** Query keys of the applications; everything of one account sits under `account(accountId)`. */
export const applicationsKeys = {
  all: ['applications'] as const,
  account: (accountId: string) => [...applicationsKeys.all, accountId] as const,
  lists: (accountId: string) => [...applicationsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ApplicationListQuery) =>
    [...applicationsKeys.lists(accountId), query] as const,
  callList: (accountId: string, query: CallListQuery) =>
    [...applicationsKeys.account(accountId), 'call-list', query] as const,
  detail: (accountId: string, id: string) => [...applicationsKeys.account(accountId), 'detail', id] as const,
  history: (accountId: string, id: string) =>
    [...applicationsKeys.account(accountId), 'history', id] as const,
  options: (accountId: string) => [...applicationsKeys.account(accountId), 'options'] as const,
};
