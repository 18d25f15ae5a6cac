import type { OutboxPageQuery } from '@portal/domain/outbox/outbox.contract';

export const outboxKeys = {
  all: ['outbox'] as const,
  mail: (accountId: string, query: OutboxPageQuery) => [...outboxKeys.all, 'mail', accountId, query] as const,
  sms: (accountId: string, query: OutboxPageQuery) => [...outboxKeys.all, 'sms', accountId, query] as const,
};
