import type { WorkerListQuery } from '@portal/domain/workers';

export const workersKeys = {
  all: ['workers'] as const,
  lists: (accountId: string) => [...workersKeys.all, accountId, 'list'] as const,
  list: (accountId: string, query: WorkerListQuery) => [...workersKeys.lists(accountId), query] as const,
  options: (accountId: string) => [...workersKeys.all, accountId, 'options'] as const,
  worker: (accountId: string, workerId: string) =>
    [...workersKeys.all, accountId, 'worker', workerId] as const,
  activity: (accountId: string, workerId: string) =>
    [...workersKeys.worker(accountId, workerId), 'activity'] as const,
  /** The masked payment details only: clear values are never kept in the query cache. */
  paymentDetails: (accountId: string, workerId: string) =>
    [...workersKeys.worker(accountId, workerId), 'payment-details'] as const,
};
