import { getConfirmationOptionsContract } from '@portal/domain/confirmations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { confirmationsKeys } from './confirmations-keys';

export function getConfirmationOptionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: confirmationsKeys.options(accountId),
    queryFn: ({ signal }) => apiRequest(getConfirmationOptionsContract, { params: { accountId }, signal }),
  });
}

/** The areas and workers the list filters offer. */
export function useConfirmationOptions(accountId: string) {
  return useQuery(getConfirmationOptionsQueryOptions(accountId));
}
