import { getAreaContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

/** The chosen area, whose address, contact and instructions prefill the gig form. */
export function getArea(accountId: string, areaId: string) {
  return apiRequest(getAreaContract, { params: { accountId, areaId } });
}

export function getAreaQueryOptions(accountId: string, areaId: string) {
  return queryOptions({
    queryKey: gigsKeys.area(accountId, areaId),
    queryFn: ({ signal }) => apiRequest(getAreaContract, { params: { accountId, areaId }, signal }),
    staleTime: 60_000,
  });
}

/** The area named in the list's address, to show its name in the area filter after a reload. */
export function useArea(accountId: string, areaId: string | undefined) {
  return useQuery({ ...getAreaQueryOptions(accountId, areaId ?? ''), enabled: Boolean(areaId) });
}
