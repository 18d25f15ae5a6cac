import { getContractContract } from '@portal/domain/customer-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractsKeys } from './contracts-keys';

export function getContractQueryOptions(accountId: string, contractId: string) {
  return queryOptions({
    queryKey: contractsKeys.detail(accountId, contractId),
    queryFn: ({ signal }) => apiRequest(getContractContract, { params: { accountId, contractId }, signal }),
  });
}

/** One contract with every version. */
export function useContract(accountId: string, contractId: string) {
  return useQuery(getContractQueryOptions(accountId, contractId));
}
