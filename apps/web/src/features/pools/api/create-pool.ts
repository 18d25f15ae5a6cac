import type { CreatePoolInput } from '@portal/domain/pools';
import { createPoolContract } from '@portal/domain/pools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { poolsKeys } from './pools-keys';

export function createPool(accountId: string, input: CreatePoolInput) {
  return apiRequest(createPoolContract, { params: { accountId }, body: input });
}

/** Creates a pool; the lists (and a default that may have moved) are fetched again. */
export function useCreatePool(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'pools.create.createError' },
    mutationFn: (input: CreatePoolInput) => createPool(accountId, input),
    onSuccess: async (pool) => {
      queryClient.setQueryData(poolsKeys.detail(accountId, pool.id), pool);
      // The pool that was the default may have lost the flag: every list and pool of the account is stale.
      await queryClient.invalidateQueries({
        queryKey: poolsKeys.account(accountId),
        predicate: (query) => query.queryKey[3] !== pool.id,
      });
    },
  });
}
