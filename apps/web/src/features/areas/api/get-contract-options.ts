import { listContractsContract } from '@portal/domain/customer-contracts';
import { maxPerPage } from '@portal/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getContractOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: areasKeys.contractOptions(accountId),
    queryFn: ({ signal }) =>
      apiRequest(listContractsContract, { params: { accountId }, query: { perPage: maxPerPage }, signal }),
  });
}

/** The account's customer contracts the area form offers (a page of the largest size, by name). */
export function useContractOptions(accountId: string, enabled: boolean) {
  return useQuery({ ...getContractOptionsQueryOptions(accountId), enabled });
}
