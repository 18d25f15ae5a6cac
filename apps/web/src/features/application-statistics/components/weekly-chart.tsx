import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { ApplicationStatistics } from '@portal/domain/application-statistics';
import { addDays, formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { type Breakdown, useStatisticsLabels } from './use-statistics-labels';

// Dark enough for text contrast beside white, and told apart by hue; more keys than colours repeat them.
const palette = [
  'blue.8',
  'teal.8',
  'orange.8',
  'grape.8',
  'red.8',
  'cyan.9',
  'lime.9',
  'pink.8',
  'indigo.8',
  'gray.7',
];
// The drawing is hidden from screen readers (its table speaks for it), so it must not take the focus.
const noFocus = { accessibilityLayer: false };

const keysOf = (statistics: ApplicationStatistics, breakdown: Breakdown) =>
  ({ byRole: statistics.roles, byRegion: statistics.regions, bySource: statistics.sources })[breakdown];

/** Applications per ISO week stacked by role, region or source, with the numbers as a table. */
export function WeeklyChart({
  title,
  statistics,
  breakdown,
}: {
  title: string;
  statistics: ApplicationStatistics;
  breakdown: Breakdown;
}) {
  const { t } = useTranslation();
  const labels = useStatisticsLabels();
  const keys = keysOf(statistics, breakdown);
  // Series are named by position: a role or region name is not a safe chart data key.
  const series = keys.map((key, index) => ({
    name: `s${index}`,
    label: labels.key(breakdown, key),
    color: palette[index % palette.length] ?? 'blue.8',
  }));
  const data = statistics.weeks.map((week) => ({
    week: t('application-statistics.weekLabel', { week: Number(week.week.slice(-2)) }),
    ...Object.fromEntries(keys.map((key, index) => [`s${index}`, week[breakdown][key] ?? 0])),
  }));

  return (
    <ChartCard
      title={title}
      chart={
        <BarChart
          h={260}
          data={data}
          dataKey="week"
          type="stacked"
          withLegend
          withTooltip={false}
          barChartProps={noFocus}
          series={series}
        />
      }
      table={
        <Table.ScrollContainer minWidth={400} scrollAreaProps={keyboardScrollable}>
          <Table striped>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('application-statistics.week')}</Table.Th>
                {series.map((entry) => (
                  <Table.Th key={entry.name} scope="col" ta="right">
                    {entry.label}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t('application-statistics.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.weeks.map((week) => (
                <Table.Tr key={week.weekStart}>
                  <Table.Th scope="row" fw="normal">
                    {week.week} ({formatDayKey(week.weekStart)}–{formatDayKey(addDays(week.weekStart, 6))})
                  </Table.Th>
                  {keys.map((key) => (
                    <Table.Td key={key} ta="right">
                      {week[breakdown][key] ?? 0}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{week.total}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
