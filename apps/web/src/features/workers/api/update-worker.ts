import type { WorkerInput } from '@portal/domain/workers';
import { updateWorkerContract } from '@portal/domain/workers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function updateWorker(accountId: string, workerId: string, input: WorkerInput) {
  return apiRequest(updateWorkerContract, { params: { accountId, workerId }, body: input });
}

export function useUpdateWorker(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'workers.form.saveError' },
    mutationFn: (input: WorkerInput) => updateWorker(accountId, workerId, input),
    onSuccess: async (worker) => {
      queryClient.setQueryData(workersKeys.worker(accountId, workerId), worker);
      await queryClient.invalidateQueries({ queryKey: workersKeys.activity(accountId, workerId) });
      await queryClient.invalidateQueries({ queryKey: workersKeys.lists(accountId) });
      await queryClient.invalidateQueries({ queryKey: workersKeys.options(accountId) });
    },
  });
}
