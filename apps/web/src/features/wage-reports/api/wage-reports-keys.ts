import type { ListWageReportsQuery } from '@portal/domain/incomes-register';

/** Query keys of the wage reports feature; everything of one account sits under `account(accountId)`. */
export const wageReportsKeys = {
  all: ['wage-reports'] as const,
  account: (accountId: string) => [...wageReportsKeys.all, accountId] as const,
  toMake: (accountId: string) => [...wageReportsKeys.account(accountId), 'to-report'] as const,
  list: (accountId: string, query: ListWageReportsQuery) =>
    [...wageReportsKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, reportId: string) =>
    [...wageReportsKeys.account(accountId), 'detail', reportId] as const,
  summaries: (accountId: string, page: number) =>
    [...wageReportsKeys.account(accountId), 'payer-summary', page] as const,
};
