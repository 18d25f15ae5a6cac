import type { RemoveAreaGroupMemberQuery } from '@portal/domain/area-groups';
import { removeAreaGroupMemberContract } from '@portal/domain/area-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaGroupsKeys } from './area-groups-keys';

export function removeAreaGroupMember(groupId: string, query: RemoveAreaGroupMemberQuery) {
  return apiRequest(removeAreaGroupMemberContract, { params: { groupId }, query });
}

/** Removes an area (and its account with its last area) from a group. */
export function useRemoveAreaGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'area-groups.notifications.removeError' },
    mutationFn: ({ groupId, ...query }: RemoveAreaGroupMemberQuery & { groupId: string }) =>
      removeAreaGroupMember(groupId, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaGroupsKeys.list() }),
  });
}
