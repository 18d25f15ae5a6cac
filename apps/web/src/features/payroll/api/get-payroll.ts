import {
  getPayrollContract,
  getPayrollListContract,
  type ListPayrollListsQuery,
  listPayrollListsContract,
  listQuickShiftsContract,
  type QuickPayTab,
} from '@portal/domain/payroll';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

/** A page (50) of the account's payroll lists, newest payment date first. */
export function usePayrollLists(accountId: string, query: ListPayrollListsQuery) {
  return useQuery({
    queryKey: payrollKeys.lists(accountId, query),
    queryFn: ({ signal }) => apiRequest(listPayrollListsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One list: its workers with sums and the shifts not included with why. */
export function usePayrollList(accountId: string, payrollListId: string) {
  return useQuery({
    queryKey: payrollKeys.list(accountId, payrollListId),
    queryFn: ({ signal }) =>
      apiRequest(getPayrollListContract, { params: { accountId, payrollListId }, signal }),
  });
}

/** One worker's payroll, line by line. */
export function usePayroll(accountId: string, payrollId: string) {
  return useQuery({
    queryKey: payrollKeys.payroll(accountId, payrollId),
    queryFn: ({ signal }) => apiRequest(getPayrollContract, { params: { accountId, payrollId }, signal }),
  });
}

/** The shifts (and quick lists) of a quick-pay tab. */
export function useQuickShifts(accountId: string, tab: QuickPayTab) {
  return useQuery({
    queryKey: payrollKeys.quick(accountId, tab),
    queryFn: ({ signal }) =>
      apiRequest(listQuickShiftsContract, { params: { accountId }, query: { tab }, signal }),
  });
}
