import type { EmploymentContractListQuery } from '@portal/domain/employment-contracts';

/** Query keys of the employment contracts; everything of one account sits under `account(accountId)`. */
export const employmentContractsKeys = {
  all: ['employment-contracts'] as const,
  account: (accountId: string) => [...employmentContractsKeys.all, accountId] as const,
  list: (accountId: string, query: EmploymentContractListQuery) =>
    [...employmentContractsKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) =>
    [...employmentContractsKeys.account(accountId), 'detail', id] as const,
  ofWorker: (accountId: string, workerId: string) =>
    [...employmentContractsKeys.account(accountId), 'worker', workerId] as const,
  templates: (accountId: string) => [...employmentContractsKeys.account(accountId), 'templates'] as const,
  public: (token: string) => [...employmentContractsKeys.all, 'public', token] as const,
};
