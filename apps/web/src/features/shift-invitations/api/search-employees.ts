import {
  employeeSearchMinLength,
  searchEmployeesContract,
} from '@portal/domain/worker-blocks/employee-search.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function getEmployeeSearchQueryOptions(accountId: string, query: string, areaId?: string) {
  return queryOptions({
    queryKey: shiftInvitationsKeys.employeeSearch(accountId, query, areaId),
    queryFn: ({ signal }) =>
      apiRequest(searchEmployeesContract, {
        params: { accountId },
        query: areaId ? { q: query, areaId } : { q: query },
        signal,
      }),
    enabled: query.trim().length >= employeeSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Confirmed workers of the account's pools by name prefix (up to 10), without those blocked there. */
export function useEmployeeSearch(accountId: string, query: string, areaId?: string) {
  return useQuery(getEmployeeSearchQueryOptions(accountId, query, areaId));
}
