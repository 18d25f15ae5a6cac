import { getAreaContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getAreaQueryOptions(accountId: string, areaId: string) {
  return queryOptions({
    queryKey: areasKeys.detail(accountId, areaId),
    queryFn: ({ signal }) => apiRequest(getAreaContract, { params: { accountId, areaId }, signal }),
  });
}

export function useArea(accountId: string, areaId: string) {
  return useQuery(getAreaQueryOptions(accountId, areaId));
}
