import { updateWorkerPaymentDetailsContract, type WorkerPaymentDetailsInput } from '@portal/domain/workers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function useUpdateWorkerPaymentDetails(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'workers.paymentDetails.saveError' },
    mutationFn: (input: WorkerPaymentDetailsInput) =>
      apiRequest(updateWorkerPaymentDetailsContract, { params: { accountId, workerId }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData(workersKeys.paymentDetails(accountId, workerId), saved),
  });
}
