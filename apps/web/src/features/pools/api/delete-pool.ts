import { deletePoolContract } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function deletePool(accountId: string, poolId: string) {
  return apiRequest(deletePoolContract, { params: { accountId, poolId } });
}

export function useDeletePool(accountId: string, poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'pools.delete.deleteError' },
    mutationFn: () => deletePool(accountId, poolId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: poolsKeys.detail(accountId, poolId) });
      await queryClient.invalidateQueries({ queryKey: poolsKeys.lists(accountId) });
    },
  });
}
