import type { ListPayrollListsQuery, QuickPayTab } from '@portal/domain/payroll';

/** Query keys of the payroll feature; everything of one account sits under `account(accountId)`. */
export const payrollKeys = {
  all: ['payroll'] as const,
  account: (accountId: string) => [...payrollKeys.all, accountId] as const,
  lists: (accountId: string, query: ListPayrollListsQuery) =>
    [...payrollKeys.account(accountId), 'lists', query] as const,
  list: (accountId: string, id: string) => [...payrollKeys.account(accountId), 'list', id] as const,
  payroll: (accountId: string, id: string) => [...payrollKeys.account(accountId), 'payroll', id] as const,
  quick: (accountId: string, tab: QuickPayTab) => [...payrollKeys.account(accountId), 'quick', tab] as const,
};
