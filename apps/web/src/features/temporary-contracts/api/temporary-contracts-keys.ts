// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const temporaryContractsKeys = {
  all: ['temporary-contracts'] as const,
  list: (accountId: string, workerId: string) =>
    [...temporaryContractsKeys.all, accountId, 'list', workerId] as const,
  areaOptions: (accountId: string) => [...temporaryContractsKeys.all, accountId, 'area-options'] as const,
};
