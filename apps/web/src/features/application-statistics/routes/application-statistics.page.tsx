import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { useSession } from '@/lib/auth';
import { type StatisticsPeriod, useApplicationStatistics } from '../api/get-application-statistics';
import { FunnelChart } from '../components/funnel-chart';
import { PeriodFilter } from '../components/period-filter';
import { StatisticsSummary } from '../components/statistics-summary';
import { WeeklyChart } from '../components/weekly-chart';

function StatisticsView({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = usePageSearchParams();
  const period: StatisticsPeriod = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const invalid = period.from !== undefined && period.to !== undefined && period.to < period.from;
  const statistics = useApplicationStatistics(accountId, period, !invalid);

  const change = (changes: StatisticsPeriod) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PeriodFilter
        accountId={accountId}
        period={period}
        shown={statistics.data ? { from: statistics.data.from, to: statistics.data.to } : null}
        invalid={invalid}
        onChange={change}
      />
      {/* A period ending before it starts is told at its field and not asked of the server. */}
      {!invalid && (
        <QueryState query={statistics} errorTitle={t('application-statistics.loadError')}>
          {(data) => (
            <Stack>
              <StatisticsSummary statistics={data} />
              <WeeklyChart
                title={t('application-statistics.charts.byRole')}
                statistics={data}
                breakdown="byRole"
              />
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <WeeklyChart
                  title={t('application-statistics.charts.byRegion')}
                  statistics={data}
                  breakdown="byRegion"
                />
                <WeeklyChart
                  title={t('application-statistics.charts.bySource')}
                  statistics={data}
                  breakdown="bySource"
                />
              </SimpleGrid>
              <FunnelChart funnel={data.funnel} />
            </Stack>
          )}
        </QueryState>
      )}
    </>
  );
}

/** /apps/dashboard/analytics (Tilastot): weekly application statistics of the account in the header. */
export function ApplicationStatisticsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <>
      <PageTitle>{t('application-statistics.title')}</PageTitle>
      {accountId ? (
        <StatisticsView accountId={accountId} />
      ) : (
        <Text>{t('application-statistics.noAccount')}</Text>
      )}
    </>
  );
}
