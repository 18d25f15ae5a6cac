import type { CreateTemporaryContractInput } from '@portal/domain/temporary-contracts';
import { createTemporaryContractContract } from '@portal/domain/temporary-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { temporaryContractsKeys } from './temporary-contracts-keys';

export function createTemporaryContract(workerId: string, input: CreateTemporaryContractInput) {
  return apiRequest(createTemporaryContractContract, {
    params: { accountId: input.accountId, workerId },
    body: input,
  });
}

export function useCreateTemporaryContract(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'temporary-contracts.toasts.failed' },
    mutationFn: (input: CreateTemporaryContractInput) => createTemporaryContract(workerId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: temporaryContractsKeys.list(accountId, workerId) }),
  });
}
