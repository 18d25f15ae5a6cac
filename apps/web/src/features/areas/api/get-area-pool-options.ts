import { listAreaPoolOptionsContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getAreaPoolOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: areasKeys.poolOptions(accountId),
    queryFn: ({ signal }) => apiRequest(listAreaPoolOptionsContract, { params: { accountId }, signal }),
  });
}

/** The account's pools the form offers as the area's ring. */
export function useAreaPoolOptions(accountId: string) {
  return useQuery(getAreaPoolOptionsQueryOptions(accountId));
}
