import type { AddAreaGroupMemberInput } from '@portal/domain/area-groups';
import { addAreaGroupMemberContract } from '@portal/domain/area-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaGroupsKeys } from './area-groups-keys';

export function addAreaGroupMember(groupId: string, input: AddAreaGroupMemberInput) {
  return apiRequest(addAreaGroupMemberContract, { params: { groupId }, body: input });
}

/** Adds an account and area to a group; a new group id creates the group with the name. */
export function useAddAreaGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'area-groups.notifications.addError' },
    mutationFn: ({ groupId, ...input }: AddAreaGroupMemberInput & { groupId: string }) =>
      addAreaGroupMember(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaGroupsKeys.list() }),
  });
}
