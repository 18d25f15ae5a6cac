import { liftWorkerBlockContract } from '@portal/domain/worker-blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerBlocksKeys } from './worker-blocks-keys';

export function liftWorkerBlock(accountId: string, workerId: string, blockId: string) {
  return apiRequest(liftWorkerBlockContract, { params: { accountId, workerId, blockId } });
}

/** Unblock: lifts the block and reloads the history. */
export function useLiftWorkerBlock(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'worker-blocks.toasts.unblockFailed' },
    mutationFn: (blockId: string) => liftWorkerBlock(accountId, workerId, blockId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerBlocksKeys.list(accountId, workerId) }),
  });
}
