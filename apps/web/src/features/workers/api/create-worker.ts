import type { WorkerInput } from '@portal/domain/workers';
import { createWorkerContract } from '@portal/domain/workers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function createWorker(accountId: string, input: WorkerInput) {
  return apiRequest(createWorkerContract, { params: { accountId }, body: input });
}

export function useCreateWorker(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'workers.form.createError' },
    mutationFn: (input: WorkerInput) => createWorker(accountId, input),
    onSuccess: async (worker) => {
      queryClient.setQueryData(workersKeys.worker(accountId, worker.id), worker);
      await queryClient.invalidateQueries({ queryKey: workersKeys.lists(accountId) });
      await queryClient.invalidateQueries({ queryKey: workersKeys.options(accountId) });
    },
  });
}
