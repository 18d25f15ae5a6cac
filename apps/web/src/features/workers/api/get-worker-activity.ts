import { getWorkerActivityContract } from '@portal/domain/workers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

export function getWorkerActivityQueryOptions(accountId: string, workerId: string) {
  return queryOptions({
    queryKey: workersKeys.activity(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(getWorkerActivityContract, { params: { accountId, workerId }, signal }),
  });
}

/** Upcoming booked shifts, areas with confirmed shifts and history of one worker. */
export function useWorkerActivity(accountId: string, workerId: string) {
  return useQuery(getWorkerActivityQueryOptions(accountId, workerId));
}
