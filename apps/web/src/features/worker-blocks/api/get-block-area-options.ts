import { listBlockAreaOptionsContract } from '@portal/domain/worker-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerBlocksKeys } from './worker-blocks-keys';

export function getBlockAreaOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: workerBlocksKeys.areaOptions(accountId),
    queryFn: ({ signal }) => apiRequest(listBlockAreaOptionsContract, { params: { accountId }, signal }),
  });
}

/** The account's areas the block dialog offers. */
export function useBlockAreaOptions(accountId: string, enabled = true) {
  return useQuery({ ...getBlockAreaOptionsQueryOptions(accountId), enabled });
}
