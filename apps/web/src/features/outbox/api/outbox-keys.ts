import type { OutboxPageQuery } from '@portal/domain/outbox';

// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const outboxKeys = {
  all: ['outbox'] as const,
  mail: (accountId: string, query: OutboxPageQuery) => [...outboxKeys.all, accountId, 'mail', query] as const,
  sms: (accountId: string, query: OutboxPageQuery) => [...outboxKeys.all, accountId, 'sms', query] as const,
};
