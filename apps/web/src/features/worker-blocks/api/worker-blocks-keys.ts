// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const workerBlocksKeys = {
  all: ['worker-blocks'] as const,
  list: (accountId: string, workerId: string) =>
    [...workerBlocksKeys.all, accountId, 'list', workerId] as const,
  areaOptions: (accountId: string) => [...workerBlocksKeys.all, accountId, 'area-options'] as const,
};
