import { deleteAreaContract } from '@portal/domain/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function deleteArea(accountId: string, areaId: string, expectedUpdatedAt: string) {
  return apiRequest(deleteAreaContract, { params: { accountId, areaId }, query: { expectedUpdatedAt } });
}

export function useDeleteArea(accountId: string, areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'areas.notifications.deleteError' },
    mutationFn: (expectedUpdatedAt: string) => deleteArea(accountId, areaId, expectedUpdatedAt),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: areasKeys.detail(accountId, areaId) });
      await queryClient.invalidateQueries({ queryKey: areasKeys.lists(accountId) });
    },
  });
}
