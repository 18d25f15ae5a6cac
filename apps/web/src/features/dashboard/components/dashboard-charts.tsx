import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Table } from '@mantine/core';
import type { DashboardFigures } from '@portal/domain/dashboard';
import { addDays, formatDayKey, isoWeekOfDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';

// Only the dashboard's chunk imports @mantine/charts (and recharts): the home page loads them lazily.

// The drawing is hidden from screen readers (its table speaks for it), so it must not take the focus:
// recharts 3 makes every chart a focusable "application" unless told otherwise.
const noFocus = { accessibilityLayer: false };

function percentOf(filled: number, shifts: number): number | null {
  return shifts === 0 ? null : Math.round((filled / shifts) * 100);
}

/** The fill rate of the coming weeks and the shifts by state, each with its numbers as a table. */
export function DashboardCharts({ shifts, comingWeeks }: Pick<DashboardFigures, 'shifts' | 'comingWeeks'>) {
  const { t } = useTranslation();
  const weeks = comingWeeks.map((week) => ({
    ...week,
    label: t('dashboard.charts.fillRate.weekLabel', { week: isoWeekOfDayKey(week.weekStart).week }),
    days: `${formatDayKey(week.weekStart)}–${formatDayKey(addDays(week.weekStart, 6))}`,
    rate: percentOf(week.filled, week.shifts),
  }));
  const states = (['open', 'upcoming', 'inProgress', 'awaitingConfirmation'] as const).map((state) => ({
    state: t(`dashboard.shifts.${state}`),
    count: shifts[state],
  }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
        title={t('dashboard.charts.fillRate.title')}
        chart={
          <BarChart
            h={220}
            data={weeks.map((week) => ({ label: week.label, rate: week.rate ?? 0 }))}
            dataKey="label"
            unit=" %"
            yAxisProps={{ domain: [0, 100] }}
            withTooltip={false}
            barChartProps={noFocus}
            series={[{ name: 'rate', label: t('dashboard.charts.fillRate.rate'), color: 'blue.8' }]}
          />
        }
        table={
          <Table striped>
            <Table.Caption>{t('dashboard.charts.fillRate.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.charts.fillRate.week')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.charts.fillRate.shifts')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.charts.fillRate.filled')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.charts.fillRate.rate')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week.weekStart}>
                  <Table.Th scope="row" fw="normal">
                    {week.label} ({week.days})
                  </Table.Th>
                  <Table.Td ta="right">{week.shifts}</Table.Td>
                  <Table.Td ta="right">{week.filled}</Table.Td>
                  <Table.Td ta="right">
                    {week.rate === null ? t('dashboard.charts.fillRate.noShifts') : `${week.rate} %`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
      <ChartCard
        title={t('dashboard.charts.byState.title')}
        chart={
          <BarChart
            h={220}
            data={states}
            dataKey="state"
            withTooltip={false}
            barChartProps={noFocus}
            series={[{ name: 'count', label: t('dashboard.charts.byState.count'), color: 'teal.8' }]}
          />
        }
        table={
          <Table striped>
            <Table.Caption>{t('dashboard.charts.byState.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.charts.byState.state')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.charts.byState.count')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.map((row) => (
                <Table.Tr key={row.state}>
                  <Table.Th scope="row" fw="normal">
                    {row.state}
                  </Table.Th>
                  <Table.Td ta="right">{row.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
    </SimpleGrid>
  );
}
