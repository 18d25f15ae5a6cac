/** Query keys of the area groups feature (groups are not under one account). */
export const areaGroupsKeys = {
  all: ['area-groups'] as const,
  list: () => [...areaGroupsKeys.all, 'list'] as const,
  accountAreas: (accountId: string) => [...areaGroupsKeys.all, 'account-areas', accountId] as const,
};
