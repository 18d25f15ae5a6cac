export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (accountId: string) => [...dashboardKeys.all, 'figures', accountId] as const,
};
