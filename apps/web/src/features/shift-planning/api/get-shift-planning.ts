import type { ListShiftPlanningQuery } from '@portal/domain/shift-planning';
import { listShiftPlanningContract } from '@portal/domain/shift-planning';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftPlanningKeys } from './shift-planning-keys';

export function getShiftPlanningQueryOptions(accountId: string, query: ListShiftPlanningQuery) {
  return queryOptions({
    queryKey: shiftPlanningKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listShiftPlanningContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of areas with their upcoming weeks' figures. */
export function useShiftPlanning(accountId: string, query: ListShiftPlanningQuery) {
  return useQuery(getShiftPlanningQueryOptions(accountId, query));
}
