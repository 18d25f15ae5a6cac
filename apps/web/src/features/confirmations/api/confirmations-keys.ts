import type { ListConfirmationsQuery } from '@portal/domain/confirmations';

/**
 * Query keys of the confirmations feature. Everything starts with 'confirmations', so the live-update
 * layer (and a verification made anywhere) can refresh the whole feature by that prefix.
 */
export const confirmationsKeys = {
  all: ['confirmations'] as const,
  account: (accountId: string) => [...confirmationsKeys.all, accountId] as const,
  lists: (accountId: string) => [...confirmationsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListConfirmationsQuery) =>
    [...confirmationsKeys.lists(accountId), query] as const,
  options: (accountId: string) => [...confirmationsKeys.account(accountId), 'options'] as const,
  detail: (accountId: string, shiftId: string) =>
    [...confirmationsKeys.account(accountId), 'detail', shiftId] as const,
};
