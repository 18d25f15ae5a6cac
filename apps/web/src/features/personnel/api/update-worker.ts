import { updateWorkerContract } from '@portal/domain/personnel/personnel.contract';
import type { WorkerInput } from '@portal/domain/personnel/personnel.inputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { personnelKeys } from './personnel-keys';

export function updateWorker(accountId: string, workerId: string, input: WorkerInput) {
  return apiRequest(updateWorkerContract, { params: { accountId, workerId }, body: input });
}

export function useUpdateWorker(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'personnel.form.saveError' },
    mutationFn: (input: WorkerInput) => updateWorker(accountId, workerId, input),
    onSuccess: async (worker) => {
      queryClient.setQueryData(personnelKeys.worker(accountId, workerId), worker);
      await queryClient.invalidateQueries({ queryKey: personnelKeys.activity(accountId, workerId) });
      await queryClient.invalidateQueries({ queryKey: personnelKeys.lists(accountId) });
      await queryClient.invalidateQueries({ queryKey: personnelKeys.options(accountId) });
    },
  });
}
