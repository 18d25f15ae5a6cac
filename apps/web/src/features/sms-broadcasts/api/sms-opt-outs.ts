import {
  addSmsOptOutContract,
  listSmsOptOutsContract,
  removeSmsOptOutContract,
  type SmsOptOutInput,
  type SmsOptOutListQuery,
} from '@portal/domain/sms-broadcasts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { smsBroadcastsKeys } from './sms-broadcasts-keys';

const optOutsKey = (accountId: string, query?: SmsOptOutListQuery) =>
  [...smsBroadcastsKeys.account(accountId), 'opt-outs', ...(query ? [query] : [])] as const;

/** A page of the numbers that get no bulk SMS. */
export function useSmsOptOuts(accountId: string, query: SmsOptOutListQuery) {
  return useQuery({
    queryKey: optOutsKey(accountId, query),
    queryFn: ({ signal }) => apiRequest(listSmsOptOutsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Adding or removing a number changes the counts before sending too: the whole account is refreshed. */
export function useAddSmsOptOut(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: SmsOptOutInput) => apiRequest(addSmsOptOutContract, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsBroadcastsKeys.account(accountId) }),
  });
}

export function useRemoveSmsOptOut(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobile: string) => apiRequest(removeSmsOptOutContract, { params: { accountId, mobile } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsBroadcastsKeys.account(accountId) }),
  });
}
