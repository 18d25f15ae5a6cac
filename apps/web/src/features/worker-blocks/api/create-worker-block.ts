import type { CreateWorkerBlockInput } from '@portal/domain/worker-blocks';
import { createWorkerBlockContract } from '@portal/domain/worker-blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerBlocksKeys } from './worker-blocks-keys';

export function createWorkerBlock(accountId: string, workerId: string, input: CreateWorkerBlockInput) {
  return apiRequest(createWorkerBlockContract, { params: { accountId, workerId }, body: input });
}

export function useCreateWorkerBlock(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'worker-blocks.toasts.blockFailed' },
    mutationFn: (input: CreateWorkerBlockInput) => createWorkerBlock(accountId, workerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerBlocksKeys.list(accountId, workerId) }),
  });
}
