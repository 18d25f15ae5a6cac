import { deleteContractContract } from '@portal/domain/customer-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractsKeys } from './contracts-keys';

export function useDeleteContract(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'customer-contracts.delete.deleteError' },
    mutationFn: () => apiRequest(deleteContractContract, { params: { accountId, contractId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: contractsKeys.detail(accountId, contractId) });
      await queryClient.invalidateQueries({ queryKey: contractsKeys.lists(accountId) });
    },
  });
}
