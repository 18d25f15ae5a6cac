import { getWorkerContract } from '@portal/domain/workers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function getWorkerQueryOptions(accountId: string, workerId: string) {
  return queryOptions({
    queryKey: workersKeys.worker(accountId, workerId),
    queryFn: ({ signal }) => apiRequest(getWorkerContract, { params: { accountId, workerId }, signal }),
  });
}

export function useWorker(accountId: string, workerId: string) {
  return useQuery(getWorkerQueryOptions(accountId, workerId));
}
