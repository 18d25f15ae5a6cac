import { listBlockAreaOptionsContract } from '@portal/domain/worker-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { temporaryContractsKeys } from './temporary-contracts-keys';

export function getContractAreaOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: temporaryContractsKeys.areaOptions(accountId),
    queryFn: ({ signal }) => apiRequest(listBlockAreaOptionsContract, { params: { accountId }, signal }),
  });
}

/** The account's areas a temporary contract can be for, with each area's customer contract. */
export function useContractAreaOptions(accountId: string) {
  return useQuery(getContractAreaOptionsQueryOptions(accountId));
}
