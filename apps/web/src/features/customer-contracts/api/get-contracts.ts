import { type ListContractsQuery, listContractsContract } from '@portal/domain/customer-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractsKeys } from './contracts-keys';

export function getContractsQueryOptions(accountId: string, query: ListContractsQuery) {
  return queryOptions({
    queryKey: contractsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listContractsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's customer contracts, by name. */
export function useContracts(accountId: string, query: ListContractsQuery) {
  return useQuery(getContractsQueryOptions(accountId, query));
}
