import { listContractsContract } from '@portal/domain/customer-contracts';
import { maxPerPage } from '@portal/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

/** The account's contracts by name, for the list's contract filter (admins and the customer read them). */
export function useContractOptions(accountId: string) {
  return useQuery({
    queryKey: [...invoicesKeys.account(accountId), 'contract-options'],
    queryFn: ({ signal }) =>
      apiRequest(listContractsContract, {
        params: { accountId },
        query: { page: 1, perPage: maxPerPage },
        signal,
      }),
    select: (page) => page.items.map((contract) => ({ value: contract.id, label: contract.name })),
  });
}
