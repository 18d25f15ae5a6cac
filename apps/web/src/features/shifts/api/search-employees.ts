import {
  employeeSearchMinLength,
  searchEmployeesContract,
} from '@portal/domain/worker-blocks/employee-search.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftsKeys } from './shifts-keys';

/**
 * Confirmed workers of the account's pools by name prefix (up to 10). The shift's area is not passed on
 * purpose: a worker blocked only in that area stays findable, and the warnings then say so.
 */
export function useEmployeeSearch(accountId: string, query: string) {
  return useQuery({
    queryKey: shiftsKeys.employees(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(searchEmployeesContract, { params: { accountId }, query: { q: query }, signal }),
    enabled: query.trim().length >= employeeSearchMinLength,
    placeholderData: keepPreviousData,
  });
}
