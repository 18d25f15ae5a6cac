import type { ListInvoicesQuery } from '@portal/domain/billing';

/** Query keys of the invoices feature; everything of one account sits under `account(accountId)`. */
export const invoicesKeys = {
  all: ['invoices'] as const,
  account: (accountId: string) => [...invoicesKeys.all, accountId] as const,
  lists: (accountId: string) => [...invoicesKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListInvoicesQuery) => [...invoicesKeys.lists(accountId), query] as const,
  detail: (accountId: string, invoiceId: string) =>
    [...invoicesKeys.account(accountId), 'detail', invoiceId] as const,
  clients: (accountId: string) => [...invoicesKeys.account(accountId), 'clients'] as const,
  upcoming: (accountId: string) => [...invoicesKeys.account(accountId), 'upcoming'] as const,
};
