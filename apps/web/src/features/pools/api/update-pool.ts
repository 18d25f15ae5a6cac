import type { UpdatePoolInput } from '@portal/domain/pools';
import { updatePoolContract } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function updatePool(accountId: string, poolId: string, input: UpdatePoolInput) {
  return apiRequest(updatePoolContract, { params: { accountId, poolId }, body: input });
}

/** Saves a pool; another pool may have lost the default flag, so every pool query of the account is stale. */
export function useUpdatePool(accountId: string, poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'pools.edit.saveError' },
    mutationFn: (input: UpdatePoolInput) => updatePool(accountId, poolId, input),
    onSuccess: async (pool) => {
      queryClient.setQueryData(poolsKeys.detail(accountId, poolId), pool);
      // The pool that was the default may have lost the flag: every list and pool of the account is stale.
      await queryClient.invalidateQueries({
        queryKey: poolsKeys.account(accountId),
        predicate: (query) => query.queryKey[3] !== poolId,
      });
    },
  });
}
