import { listTemporaryContractsContract } from '@portal/domain/temporary-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { temporaryContractsKeys } from './temporary-contracts-keys';

export function getTemporaryContractsQueryOptions(accountId: string, workerId: string) {
  return queryOptions({
    queryKey: temporaryContractsKeys.list(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(listTemporaryContractsContract, { params: { accountId, workerId }, signal }),
  });
}

/** The worker's temporary contracts in the account, newest first. */
export function useTemporaryContracts(accountId: string, workerId: string) {
  return useQuery(getTemporaryContractsQueryOptions(accountId, workerId));
}
