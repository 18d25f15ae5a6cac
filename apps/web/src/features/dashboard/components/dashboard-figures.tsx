import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCharts } from './dashboard-charts';
import { type Figure, FigureGroup } from './figure-group';
import { NextDaysTable } from './next-days-table';

/** The wage reports list (features/wage-reports; a feature does not import another, so the address is here). */
const wageReportsListPath = '/apps/pay-&-billing/wage-reports/list';

/**
 * The key figures of one account. A figure shows only to a role that may open what it counts: workers and
 * pools are left out for customers (the server sends null, and the ability says no).
 */
export function DashboardFigures({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(accountId);
  const mayReadWorkers = useCan({ action: 'read', subject: 'Worker' });
  const mayReadPools = useCan({ action: 'read', subject: 'Pool' });
  const mayReadWages = useCan({ action: 'read', subject: 'Wages' });

  if (dashboard.isPending || dashboard.isError) {
    return <QueryState query={dashboard} errorTitle={t('dashboard.loadError')} />;
  }

  const { workers, areas, pools, shifts, gigs, nextSevenDays, comingWeeks, overdueWageReports } =
    dashboard.data;
  const structure: Figure[] = [{ label: t('dashboard.structure.areas'), value: areas }];
  if (pools !== null && mayReadPools) {
    structure.push({ label: t('dashboard.structure.pools'), value: pools });
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {workers && mayReadWorkers && (
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
          title={structure.length > 1 ? t('dashboard.structure.title') : t('dashboard.structure.areas')}
          figures={structure}
        />
        {overdueWageReports !== null && mayReadWages && (
          <FigureGroup
            title={t('dashboard.wageReports.title')}
            figures={[{ label: t('dashboard.wageReports.overdue'), value: overdueWageReports }]}
            link={{ to: wageReportsListPath, label: t('dashboard.wageReports.open') }}
          />
        )}
      </SimpleGrid>
      <DashboardCharts shifts={shifts} comingWeeks={comingWeeks} />
      <NextDaysTable days={nextSevenDays} />
    </Stack>
  );
}
