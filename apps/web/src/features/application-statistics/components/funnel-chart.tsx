import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { FunnelStage } from '@portal/domain/application-statistics';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card';
import { useStatisticsLabels } from './use-statistics-labels';

const noFocus = { accessibilityLayer: false };

/** How far the period's applications got: a bar per step, the conversion from the step before in the table. */
export function FunnelChart({ funnel }: { funnel: readonly FunnelStage[] }) {
  const { t, i18n } = useTranslation();
  const labels = useStatisticsLabels();
  const title = t('application-statistics.funnel.title');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const data = funnel.map((stage) => ({ step: labels.step(stage.step), reached: stage.reached }));

  return (
    <ChartCard
      title={title}
      chart={
        <BarChart
          h={420}
          data={data}
          dataKey="step"
          orientation="vertical"
          yAxisProps={{ width: 170 }}
          withTooltip={false}
          barChartProps={noFocus}
          series={[{ name: 'reached', label: t('application-statistics.funnel.reached'), color: 'teal.8' }]}
        />
      }
      table={
        <Table striped>
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('application-statistics.funnel.step')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('application-statistics.funnel.reached')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('application-statistics.funnel.conversion')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funnel.map((stage) => (
              <Table.Tr key={stage.step}>
                <Table.Th scope="row" fw="normal">
                  {labels.step(stage.step)}
                </Table.Th>
                <Table.Td ta="right">{stage.reached}</Table.Td>
                <Table.Td ta="right">
                  {stage.conversion === null ? '–' : percent.format(stage.conversion)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
