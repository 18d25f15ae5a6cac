export const workerBlocksKeys = {
  all: ['worker-blocks'] as const,
  list: (accountId: string, workerId: string) =>
    [...workerBlocksKeys.all, 'list', accountId, workerId] as const,
  areaOptions: (accountId: string) => [...workerBlocksKeys.all, 'area-options', accountId] as const,
};
