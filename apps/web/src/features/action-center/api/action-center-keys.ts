import type { ActionCenterTab, ListActionCenterQuery } from '@portal/domain/action-center';

/**
 * Query keys of the action center: [feature, accountId, ...] (the convention in lib/live-events.ts), so a
 * change notice about a shift or gig of the account refreshes the tabs and the menu badge.
 */
export const actionCenterKeys = {
  all: ['action-center'] as const,
  account: (accountId: string) => [...actionCenterKeys.all, accountId] as const,
  tab: (accountId: string, tab: ActionCenterTab, query: ListActionCenterQuery) =>
    [...actionCenterKeys.account(accountId), tab, query] as const,
  badge: (accountId: string) => [...actionCenterKeys.account(accountId), 'badge'] as const,
  counts: (accountId: string) => [...actionCenterKeys.account(accountId), 'counts'] as const,
};
