import { addPoolMembersContract, poolMembersPerRequestMax } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

/**
 * Adds the chosen workers to one pool (workers already in it stay as they are). The server adds a request's
 * workers all or none; more than a request takes go in several.
 */
export async function addWorkersToPool(accountId: string, poolId: string, userIds: readonly string[]) {
  for (let start = 0; start < userIds.length; start += poolMembersPerRequestMax) {
    await apiRequest(addPoolMembersContract, {
      params: { accountId, poolId },
      body: { userIds: userIds.slice(start, start + poolMembersPerRequestMax) },
    });
  }
}

export function useAddWorkersToPool(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The selection bar shows the outcome, failure included.
    meta: { showsFailureInline: true },
    mutationFn: ({ poolId, userIds }: { poolId: string; userIds: readonly string[] }) =>
      addWorkersToPool(accountId, poolId, userIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workersKeys.lists(accountId) }),
  });
}
