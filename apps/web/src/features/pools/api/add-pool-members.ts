import { addPoolMembersContract } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function addPoolMembers(accountId: string, poolId: string, userIds: string[]) {
  return apiRequest(addPoolMembersContract, { params: { accountId, poolId }, body: { userIds } });
}

/** Adds workers; the answer is the pool with its new members. */
export function useAddPoolMembers(accountId: string, poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'pools.members.addError' },
    mutationFn: (userIds: string[]) => addPoolMembers(accountId, poolId, userIds),
    onSuccess: async (pool) => {
      queryClient.setQueryData(poolsKeys.detail(accountId, poolId), pool);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: poolsKeys.lists(accountId) }),
        queryClient.invalidateQueries({ queryKey: poolsKeys.allCandidates(accountId, poolId) }),
      ]);
    },
  });
}
