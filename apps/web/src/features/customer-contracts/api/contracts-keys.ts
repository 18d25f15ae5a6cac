import type { ListContractsQuery } from '@portal/domain/customer-contracts';

/** Query keys of the customer-contracts feature; everything of one account sits under `account(accountId)`. */
export const contractsKeys = {
  all: ['customer-contracts'] as const,
  account: (accountId: string) => [...contractsKeys.all, accountId] as const,
  lists: (accountId: string) => [...contractsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListContractsQuery) => [...contractsKeys.lists(accountId), query] as const,
  detail: (accountId: string, contractId: string) =>
    [...contractsKeys.account(accountId), 'detail', contractId] as const,
};
