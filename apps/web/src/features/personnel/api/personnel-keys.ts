import type { WorkerListQuery } from '@portal/domain/personnel/personnel.inputs';

export const personnelKeys = {
  all: ['personnel'] as const,
  lists: (accountId: string) => [...personnelKeys.all, accountId, 'list'] as const,
  list: (accountId: string, query: WorkerListQuery) => [...personnelKeys.lists(accountId), query] as const,
  options: (accountId: string) => [...personnelKeys.all, accountId, 'options'] as const,
  worker: (accountId: string, workerId: string) =>
    [...personnelKeys.all, accountId, 'worker', workerId] as const,
  activity: (accountId: string, workerId: string) =>
    [...personnelKeys.worker(accountId, workerId), 'activity'] as const,
};
