import { createWorkerContract } from '@portal/domain/personnel/personnel.contract';
import type { WorkerInput } from '@portal/domain/personnel/personnel.inputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { personnelKeys } from './personnel-keys';

export function createWorker(accountId: string, input: WorkerInput) {
  return apiRequest(createWorkerContract, { params: { accountId }, body: input });
}

export function useCreateWorker(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'personnel.form.createError' },
    mutationFn: (input: WorkerInput) => createWorker(accountId, input),
    onSuccess: async (worker) => {
      queryClient.setQueryData(personnelKeys.worker(accountId, worker.id), worker);
      await queryClient.invalidateQueries({ queryKey: personnelKeys.lists(accountId) });
      await queryClient.invalidateQueries({ queryKey: personnelKeys.options(accountId) });
    },
  });
}
