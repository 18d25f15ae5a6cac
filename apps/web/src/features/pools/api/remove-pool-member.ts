import { removePoolMemberContract } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function removePoolMember(accountId: string, poolId: string, userId: string) {
  return apiRequest(removePoolMemberContract, { params: { accountId, poolId, userId } });
}

/** Takes a worker out of the pool; the answer is the pool without them. */
export function useRemovePoolMember(accountId: string, poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'pools.members.removeError' },
    mutationFn: (userId: string) => removePoolMember(accountId, poolId, userId),
    onSuccess: async (pool) => {
      queryClient.setQueryData(poolsKeys.detail(accountId, poolId), pool);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: poolsKeys.lists(accountId) }),
        queryClient.invalidateQueries({ queryKey: poolsKeys.allCandidates(accountId, poolId) }),
      ]);
    },
  });
}
