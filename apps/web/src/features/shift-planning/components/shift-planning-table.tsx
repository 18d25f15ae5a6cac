import { Anchor, Stack, Text } from '@mantine/core';
import type { ListShiftPlanningQuery, PlanningAreaRow, PlanningWeek } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { FillRateBar } from './fill-rate-bar';
import { areaPlanningPath } from './planning-paths';
import { usePlanningLabels } from './use-planning-labels';

type Sort = ListShiftPlanningQuery['sort'];

type ShiftPlanningTableProps = {
  weeks: readonly PlanningWeek[];
  rows: readonly PlanningAreaRow[];
  weekCount: number;
  label: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
};

/** Areas down, weeks across: each cell the week's fill rate, open and draft shifts; the period at the end. */
export function ShiftPlanningTable({ weeks, rows, weekCount, label, sort, onSort }: ShiftPlanningTableProps) {
  const { t } = useTranslation();
  const labels = usePlanningLabels();
  const columns: ListColumn<PlanningAreaRow>[] = [
    {
      key: 'area',
      header: t('shift-planning.list.area'),
      card: 'title',
      rowHeader: true,
      sort: columnSort(sort, { ascending: 'name' }, onSort),
      cell: (row) => (
        <>
          <Anchor component={Link} to={areaPlanningPath(row.areaId, weekCount)}>
            {row.areaName}
          </Anchor>
          {row.city && (
            <Text size="xs" c="dimmed" fw="normal">
              {row.city}
            </Text>
          )}
        </>
      ),
    },
    ...weeks.map(
      (week, index): ListColumn<PlanningAreaRow> => ({
        key: week.key,
        header: (
          <>
            {labels.week(week)}
            <Text size="xs" c="dimmed">
              {labels.weekDays(week)}
            </Text>
          </>
        ),
        cardLabel: `${labels.week(week)} · ${labels.weekDays(week)}`,
        cell: (row) => {
          const figures = row.weeks[index];
          return figures ? (
            <Stack gap={2}>
              <FillRateBar
                figures={figures}
                label={t('shift-planning.figures.barLabel', { area: row.areaName, week: labels.week(week) })}
              />
              {figures.total > 0 && (
                <Text size="xs" c="dimmed">
                  {t('shift-planning.figures.openAndDraft', { open: figures.open, draft: figures.draft })}
                </Text>
              )}
            </Stack>
          ) : null;
        },
      }),
    ),
    {
      key: 'period',
      header: t('shift-planning.list.period'),
      // The worst-filled first is the one order by fill rate the list offers.
      sort: columnSort(sort, { ascending: 'fill_rate' }, onSort),
      cell: (row) => (
        <FillRateBar
          figures={row.totals}
          label={t('shift-planning.figures.periodBarLabel', { area: row.areaName })}
        />
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowId={(row) => row.areaId}
      label={label}
      minWidth={320 + weeks.length * 170}
    />
  );
}

/** The CSV columns of the planning list: per week and for the period, booked and all shifts as numbers. */
export function usePlanningCsvColumns(weeks: readonly PlanningWeek[]): CsvColumn<PlanningAreaRow>[] {
  const { t } = useTranslation();
  const labels = usePlanningLabels();
  const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));
  return [
    { header: t('shift-planning.list.area'), value: (row) => row.areaName },
    { header: t('shift-planning.list.csv.city'), value: (row) => row.city },
    ...weeks.flatMap((week, index): CsvColumn<PlanningAreaRow>[] => [
      {
        header: t('shift-planning.list.csv.booked', { period: labels.week(week) }),
        value: (row) => row.weeks[index]?.booked,
      },
      {
        header: t('shift-planning.list.csv.total', { period: labels.week(week) }),
        value: (row) => row.weeks[index]?.total,
      },
    ]),
    {
      header: t('shift-planning.list.csv.booked', { period: t('shift-planning.list.period') }),
      value: (row) => row.totals.booked,
    },
    {
      header: t('shift-planning.list.csv.total', { period: t('shift-planning.list.period') }),
      value: (row) => row.totals.total,
    },
    {
      header: t('shift-planning.list.csv.fillRate', { period: t('shift-planning.list.period') }),
      value: (row) => percent(row.totals.fillRate),
    },
  ];
}
