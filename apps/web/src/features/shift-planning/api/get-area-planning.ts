import type { AreaPlanningQuery } from '@portal/domain/shift-planning';
import { getAreaPlanningContract } from '@portal/domain/shift-planning';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftPlanningKeys } from './shift-planning-keys';

export function getAreaPlanningQueryOptions(accountId: string, areaId: string, query: AreaPlanningQuery) {
  return queryOptions({
    queryKey: shiftPlanningKeys.area(accountId, areaId, query),
    queryFn: ({ signal }) =>
      apiRequest(getAreaPlanningContract, { params: { accountId, areaId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One area's upcoming weeks with their shifts. */
export function useAreaPlanning(accountId: string, areaId: string, query: AreaPlanningQuery) {
  return useQuery(getAreaPlanningQueryOptions(accountId, areaId, query));
}
