// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (accountId: string) => [...dashboardKeys.all, accountId, 'figures'] as const,
};
