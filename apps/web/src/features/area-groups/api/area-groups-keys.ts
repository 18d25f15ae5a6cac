/**
 * Query keys of the area groups feature. Groups span accounts, so their list is not under one; data of one
 * account follows the convention in lib/live-events.ts: [feature, accountId, ...rest].
 */
export const areaGroupsKeys = {
  all: ['area-groups'] as const,
  list: () => [...areaGroupsKeys.all, 'list'] as const,
  accountAreas: (accountId: string) => [...areaGroupsKeys.all, accountId, 'account-areas'] as const,
};
