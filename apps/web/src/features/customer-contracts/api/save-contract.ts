import {
  type CustomerContractValues,
  createContractContract,
  updateContractContract,
} from '@portal/domain/customer-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractsKeys } from './contracts-keys';

/** Creates a contract, or replaces one (terms and every version) when `contractId` is given. */
export function useSaveContract(accountId: string, contractId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      failureTitle: contractId ? 'customer-contracts.edit.saveError' : 'customer-contracts.edit.createError',
    },
    mutationFn: (input: CustomerContractValues) =>
      contractId
        ? apiRequest(updateContractContract, { params: { accountId, contractId }, body: input })
        : apiRequest(createContractContract, { params: { accountId }, body: input }),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractsKeys.detail(accountId, contract.id), contract);
      await queryClient.invalidateQueries({ queryKey: contractsKeys.lists(accountId) });
    },
  });
}
