import {
  type CreateEmploymentContractInput,
  cancelEmploymentContractContract,
  countersignEmploymentContractContract,
  createEmploymentContractContract,
  deleteEmploymentContractContract,
  type EmploymentContract,
  remindEmploymentContractContract,
  type SendEmploymentContractInput,
  sendEmploymentContractContract,
  type UpdateEmploymentContractInput,
  updateEmploymentContractContract,
} from '@portal/domain/employment-contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employmentContractsKeys } from './employment-contracts-keys';

// Sending and the action buttons show a refusal beside themselves: no toast. The form's save and the
// delete are toasted by the query client (the form places what belongs under a field).
const meta = { showsFailureInline: true };

async function afterChange(queryClient: QueryClient, accountId: string, contract: EmploymentContract) {
  queryClient.setQueryData(employmentContractsKeys.detail(accountId, contract.id), contract);
  await queryClient.invalidateQueries({ queryKey: employmentContractsKeys.account(accountId) });
}

export function useCreateEmploymentContract(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmploymentContractInput) =>
      apiRequest(createEmploymentContractContract, { params: { accountId }, body }),
    onSuccess: (contract) => afterChange(queryClient, accountId, contract),
  });
}

export function useUpdateEmploymentContract(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmploymentContractInput) =>
      apiRequest(updateEmploymentContractContract, { params: { accountId, contractId }, body }),
    onSuccess: (contract) => afterChange(queryClient, accountId, contract),
  });
}

export function useSendEmploymentContract(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: SendEmploymentContractInput) =>
      apiRequest(sendEmploymentContractContract, { params: { accountId, contractId }, body }),
    onSuccess: (contract) => afterChange(queryClient, accountId, contract),
  });
}

/** The actions without a body: remind, cancel and countersign answer the contract as it now is. */
const actionContracts = {
  remind: remindEmploymentContractContract,
  cancel: cancelEmploymentContractContract,
  countersign: countersignEmploymentContractContract,
} as const;
export type ContractActionName = keyof typeof actionContracts;

export function useContractAction(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (action: ContractActionName) =>
      apiRequest(actionContracts[action], { params: { accountId, contractId } }),
    onSuccess: (contract) => afterChange(queryClient, accountId, contract),
  });
}

export function useDeleteEmploymentContract(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(deleteEmploymentContractContract, { params: { accountId, contractId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: employmentContractsKeys.detail(accountId, contractId) });
      await queryClient.invalidateQueries({ queryKey: employmentContractsKeys.account(accountId) });
    },
  });
}
