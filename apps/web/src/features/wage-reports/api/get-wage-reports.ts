import {
  type ListWageReportsQuery,
  listWageReportsContract,
  listWageReportsToMakeContract,
} from '@portal/domain/incomes-register';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { wageReportsKeys } from './wage-reports-keys';

/** One page of the account's earnings payment reports, newest payment date first. */
export function useWageReports(accountId: string, query: ListWageReportsQuery) {
  return useQuery({
    queryKey: wageReportsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listWageReportsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The workers and payment dates of paid pay with no valid report yet. */
export function useWageReportsToMake(accountId: string) {
  return useQuery({
    queryKey: wageReportsKeys.toMake(accountId),
    queryFn: ({ signal }) => apiRequest(listWageReportsToMakeContract, { params: { accountId }, signal }),
  });
}
