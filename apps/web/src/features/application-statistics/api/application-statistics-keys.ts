// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const applicationStatisticsKeys = {
  all: ['application-statistics'] as const,
  period: (accountId: string, from: string | undefined, to: string | undefined) =>
    [...applicationStatisticsKeys.all, accountId, { from, to }] as const,
};
