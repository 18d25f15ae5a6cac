import { listAccountSmsOutboxContract, type OutboxPageQuery } from '@portal/domain/outbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxRefreshMs } from './get-mail-outbox';
import { outboxKeys } from './outbox-keys';

export function getSmsOutboxQueryOptions(accountId: string, query: OutboxPageQuery) {
  return queryOptions({
    queryKey: outboxKeys.sms(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(listAccountSmsOutboxContract, { params: { accountId }, query, signal }),
  });
}

/** One page of the account's SMS, newest first, with their segment counts. */
export function useSmsOutbox(accountId: string, query: OutboxPageQuery, enabled = true) {
  return useQuery({
    ...getSmsOutboxQueryOptions(accountId, query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: outboxRefreshMs,
  });
}
