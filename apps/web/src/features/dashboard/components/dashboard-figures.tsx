import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useDashboard } from '../api/get-dashboard';
import { FigureGroup } from './figure-group';
import { NextDaysTable } from './next-days-table';

/** The key figures of one account (workers are left out for roles the server does not show them to). */
export function DashboardFigures({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(accountId);

  if (dashboard.isPending || dashboard.isError) {
    return <QueryState query={dashboard} errorTitle={t('dashboard.loadError')} />;
  }

  const { workers, areas, pools, shifts, gigs, nextSevenDays } = dashboard.data;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {workers && (
          <FigureGroup
            title={t('dashboard.workers.title')}
            figures={[
              { label: t('dashboard.workers.total'), value: workers.total },
              { label: t('dashboard.workers.confirmed'), value: workers.confirmed },
              { label: t('dashboard.workers.applicants'), value: workers.applicants },
            ]}
          />
        )}
        <FigureGroup
          title={t('dashboard.shifts.title')}
          figures={[
            { label: t('dashboard.shifts.open'), value: shifts.open },
            { label: t('dashboard.shifts.upcoming'), value: shifts.upcoming },
            { label: t('dashboard.shifts.inProgress'), value: shifts.inProgress },
            { label: t('dashboard.shifts.awaitingConfirmation'), value: shifts.awaitingConfirmation },
          ]}
        />
        <FigureGroup
          title={t('dashboard.gigs.title')}
          figures={[
            { label: t('dashboard.gigs.published'), value: gigs.published },
            { label: t('dashboard.gigs.drafts'), value: gigs.drafts },
          ]}
        />
        <FigureGroup
          title={t('dashboard.structure.title')}
          figures={[
            { label: t('dashboard.structure.areas'), value: areas },
            { label: t('dashboard.structure.pools'), value: pools },
          ]}
        />
      </SimpleGrid>
      <NextDaysTable days={nextSevenDays} />
    </Stack>
  );
}
