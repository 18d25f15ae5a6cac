import { getConfirmationContract } from '@portal/domain/confirmations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { confirmationsKeys } from './confirmations-keys';

export function getConfirmationQueryOptions(accountId: string, shiftId: string) {
  return queryOptions({
    queryKey: confirmationsKeys.detail(accountId, shiftId),
    queryFn: ({ signal }) => apiRequest(getConfirmationContract, { params: { accountId, shiftId }, signal }),
  });
}

/** One confirmed or verified shift with its history. */
export function useConfirmation(accountId: string, shiftId: string) {
  return useQuery(getConfirmationQueryOptions(accountId, shiftId));
}
