import { restoreAreaContract } from '@portal/domain/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function restoreArea(accountId: string, areaId: string) {
  return apiRequest(restoreAreaContract, { params: { accountId, areaId } });
}

/** Undoes a delete: the area comes back as it was (the delete toast's "Undo"). */
export function useRestoreArea(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'areas.notifications.restoreError' },
    mutationFn: (areaId: string) => restoreArea(accountId, areaId),
    onSuccess: async (area) => {
      queryClient.setQueryData(areasKeys.detail(accountId, area.id), area);
      await queryClient.invalidateQueries({ queryKey: areasKeys.lists(accountId) });
    },
  });
}
