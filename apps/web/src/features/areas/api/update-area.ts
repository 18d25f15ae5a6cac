import type { UpdateAreaInput } from '@portal/domain/areas';
import { updateAreaContract } from '@portal/domain/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function updateArea(accountId: string, areaId: string, input: UpdateAreaInput) {
  return apiRequest(updateAreaContract, { params: { accountId, areaId }, body: input });
}

export function useUpdateArea(accountId: string, areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'areas.notifications.updateError' },
    mutationFn: (input: UpdateAreaInput) => updateArea(accountId, areaId, input),
    onSuccess: async (area) => {
      queryClient.setQueryData(areasKeys.detail(accountId, areaId), area);
      await queryClient.invalidateQueries({ queryKey: areasKeys.lists(accountId) });
    },
  });
}
