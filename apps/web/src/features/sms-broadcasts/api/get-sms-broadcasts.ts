import {
  getSmsBroadcastContract,
  listSmsBroadcastsContract,
  listSmsRecipientsContract,
  type SmsBroadcastListQuery,
  type SmsRecipientListQuery,
  smsRecipientCountContract,
} from '@portal/domain/sms-broadcasts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sendingRefreshMs, smsBroadcastsKeys } from './sms-broadcasts-keys';

/** A page of the account's bulk SMS; refreshed while one of them is sending. */
export function useSmsBroadcasts(accountId: string, query: SmsBroadcastListQuery) {
  return useQuery({
    queryKey: smsBroadcastsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listSmsBroadcastsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'sending') ? sendingRefreshMs : false,
  });
}

export function useSmsBroadcast(accountId: string, broadcastId: string | undefined) {
  return useQuery({
    queryKey: smsBroadcastsKeys.detail(accountId, broadcastId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getSmsBroadcastContract, { params: { accountId, broadcastId: broadcastId ?? '' }, signal }),
    enabled: broadcastId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? sendingRefreshMs : false),
  });
}

/** Who sending would reach now; asked for a saved draft. */
export function useSmsRecipientCount(accountId: string, broadcastId: string | undefined) {
  return useQuery({
    queryKey: smsBroadcastsKeys.count(accountId, broadcastId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(smsRecipientCountContract, {
        params: { accountId, broadcastId: broadcastId ?? '' },
        signal,
      }),
    enabled: broadcastId !== undefined,
  });
}

export function useSmsRecipients(
  accountId: string,
  broadcastId: string,
  query: SmsRecipientListQuery,
  sending: boolean,
) {
  return useQuery({
    queryKey: smsBroadcastsKeys.recipients(accountId, broadcastId, query),
    queryFn: ({ signal }) =>
      apiRequest(listSmsRecipientsContract, { params: { accountId, broadcastId }, query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: sending ? sendingRefreshMs : false,
  });
}
