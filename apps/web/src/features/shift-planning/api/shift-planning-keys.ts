import type { AreaPlanningQuery, ListShiftPlanningQuery } from '@portal/domain/shift-planning';

/**
 * Query keys of shift planning: [root, accountId, ...] with the root 'shift-planning', so the live-update
 * layer refreshes an account's planning whenever one of its shifts or gigs changes.
 */
export const shiftPlanningKeys = {
  all: ['shift-planning'] as const,
  account: (accountId: string) => [...shiftPlanningKeys.all, accountId] as const,
  list: (accountId: string, query: ListShiftPlanningQuery) =>
    [...shiftPlanningKeys.account(accountId), 'list', query] as const,
  area: (accountId: string, areaId: string, query: AreaPlanningQuery) =>
    [...shiftPlanningKeys.account(accountId), 'area', areaId, query] as const,
};
