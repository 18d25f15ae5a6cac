import { listWorkerBlocksContract } from '@portal/domain/worker-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workerBlocksKeys } from './worker-blocks-keys';

export function getWorkerBlocksQueryOptions(accountId: string, workerId: string) {
  return queryOptions({
    queryKey: workerBlocksKeys.list(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(listWorkerBlocksContract, { params: { accountId, workerId }, signal }),
  });
}

/** The worker's blocks in the account (and whole-app ones), active and lifted, newest first. */
export function useWorkerBlocks(accountId: string, workerId: string) {
  return useQuery(getWorkerBlocksQueryOptions(accountId, workerId));
}
