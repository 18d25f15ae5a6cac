import { listAccountMailOutboxContract, type OutboxPageQuery } from '@portal/domain/outbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxKeys } from './outbox-keys';

/** How often an open outbox view looks again: queued messages become sent or stored within a minute. */
export const outboxRefreshMs = 15_000;

export function getMailOutboxQueryOptions(accountId: string, query: OutboxPageQuery) {
  return queryOptions({
    queryKey: outboxKeys.mail(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(listAccountMailOutboxContract, { params: { accountId }, query, signal }),
  });
}

/** One page of the account's e-mail, newest first. */
export function useMailOutbox(accountId: string, query: OutboxPageQuery, enabled = true) {
  return useQuery({
    ...getMailOutboxQueryOptions(accountId, query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: outboxRefreshMs,
  });
}
