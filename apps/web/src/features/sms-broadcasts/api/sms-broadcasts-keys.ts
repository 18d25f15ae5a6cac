import type { SmsBroadcastListQuery, SmsRecipientListQuery } from '@portal/domain/sms-broadcasts';

/** Query keys of the bulk SMS; everything of one account sits under `account(accountId)`. */
export const smsBroadcastsKeys = {
  all: ['sms-broadcasts'] as const,
  account: (accountId: string) => [...smsBroadcastsKeys.all, accountId] as const,
  list: (accountId: string, query: SmsBroadcastListQuery) =>
    [...smsBroadcastsKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) => [...smsBroadcastsKeys.account(accountId), 'detail', id] as const,
  count: (accountId: string, id: string) => [...smsBroadcastsKeys.detail(accountId, id), 'count'] as const,
  recipients: (accountId: string, id: string, query: SmsRecipientListQuery) =>
    [...smsBroadcastsKeys.detail(accountId, id), 'recipients', query] as const,
};

/** While a broadcast is sending its progress is polled this often (the sender does not notify each message). */
export const sendingRefreshMs = 3000;
