import { listAreaGroupsContract } from '@portal/domain/area-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaGroupsKeys } from './area-groups-keys';

export function getAreaGroupsQueryOptions() {
  return queryOptions({
    queryKey: areaGroupsKeys.list(),
    queryFn: ({ signal }) => apiRequest(listAreaGroupsContract, { signal }),
  });
}

/** The area groups with their accounts and areas in the user's scope. */
export function useAreaGroups() {
  return useQuery(getAreaGroupsQueryOptions());
}
