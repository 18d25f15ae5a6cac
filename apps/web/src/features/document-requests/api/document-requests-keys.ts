import type { DocumentRequestListQuery } from '@portal/domain/document-requests';

/** Query keys of the document requests; everything of one account sits under `account(accountId)`. */
export const documentRequestsKeys = {
  all: ['document-requests'] as const,
  account: (accountId: string) => [...documentRequestsKeys.all, accountId] as const,
  list: (accountId: string, query: DocumentRequestListQuery) =>
    [...documentRequestsKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) =>
    [...documentRequestsKeys.account(accountId), 'detail', id] as const,
  badge: (accountId: string) => [...documentRequestsKeys.account(accountId), 'badge'] as const,
  public: (token: string) => [...documentRequestsKeys.all, 'public', token] as const,
};
