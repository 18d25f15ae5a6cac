import type { ListConfirmationsQuery } from '@portal/domain/confirmations';
import { listConfirmationsContract } from '@portal/domain/confirmations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { confirmationsKeys } from './confirmations-keys';

export function getConfirmationsQueryOptions(accountId: string, query: ListConfirmationsQuery) {
  return queryOptions({
    queryKey: confirmationsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listConfirmationsContract, { params: { accountId }, query, signal }),
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's confirmed and verified shifts. */
export function useConfirmations(accountId: string, query: ListConfirmationsQuery) {
  return useQuery(getConfirmationsQueryOptions(accountId, query));
}
