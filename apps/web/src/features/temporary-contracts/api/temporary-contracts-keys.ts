export const temporaryContractsKeys = {
  all: ['temporary-contracts'] as const,
  list: (accountId: string, workerId: string) =>
    [...temporaryContractsKeys.all, 'list', accountId, workerId] as const,
  areaOptions: (accountId: string) => [...temporaryContractsKeys.all, 'area-options', accountId] as const,
};
