import { getApplicationStatisticsContract } from '@portal/domain/application-statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationStatisticsKeys } from './application-statistics-keys';

export type StatisticsPeriod = { from?: string | undefined; to?: string | undefined };

const queryOf = ({ from, to }: StatisticsPeriod) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) });

/** The account's weekly figures for the period (none given: the server's last twelve weeks). */
export function useApplicationStatistics(accountId: string, period: StatisticsPeriod, enabled = true) {
  return useQuery({
    enabled,
    queryKey: applicationStatisticsKeys.period(accountId, period.from, period.to),
    queryFn: ({ signal }) =>
      apiRequest(getApplicationStatisticsContract, { params: { accountId }, query: queryOf(period), signal }),
    // A changed period keeps the charts of the last one until the new figures come.
    placeholderData: keepPreviousData,
  });
}
