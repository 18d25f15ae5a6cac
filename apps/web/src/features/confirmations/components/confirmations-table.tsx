import { Anchor, Text } from '@mantine/core';
import type { Confirmation, ListConfirmationsQuery } from '@portal/domain/confirmations';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import type { RowSelection } from '@/hooks/use-row-selection';
import { confirmationViewPath } from './confirmation-paths';
import { ConfirmationStateBadge } from './confirmation-state-badge';
import { useConfirmationLabels } from './use-confirmation-labels';

type Sort = ListConfirmationsQuery['sort'];

/** The columns of the confirmations list (planned time, worker and area sort it) and of its CSV export. */
function useConfirmationColumns(sort: Sort, onSort: (sort: Sort) => void) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  const columns: ListColumn<Confirmation>[] = [
    {
      key: 'shift',
      header: t('confirmations.columns.shift'),
      card: 'title',
      cell: (item) => (
        <Anchor component={Link} to={confirmationViewPath(item.id)}>
          {item.title}
        </Anchor>
      ),
    },
    {
      key: 'worker',
      header: t('confirmations.columns.worker'),
      sort: columnSort(sort, { ascending: 'worker' }, onSort),
      cell: (item) =>
        item.workerName ?? (
          <Text span c="dimmed">
            {t('confirmations.values.noWorker')}
          </Text>
        ),
    },
    {
      key: 'area',
      header: t('confirmations.columns.area'),
      sort: columnSort(sort, { ascending: 'area' }, onSort),
      cell: (item) => item.areaName,
    },
    {
      key: 'planned',
      header: t('confirmations.columns.planned'),
      sort: columnSort(sort, { ascending: 'start_asc', descending: 'start_desc' }, onSort, 'descending'),
      cell: (item) => labels.timeRange(item.plannedStartsAt, item.plannedEndsAt),
    },
    {
      key: 'actual',
      header: t('confirmations.columns.actual'),
      cell: (item) => labels.timeRange(item.actualStartsAt, item.actualEndsAt),
    },
    {
      key: 'break',
      header: t('confirmations.columns.break'),
      align: 'right',
      cell: (item) => labels.breakMinutes(item.breakMinutes),
    },
    {
      key: 'kilometres',
      header: t('confirmations.columns.kilometres'),
      align: 'right',
      cell: (item) => labels.kilometres(item.kilometres),
    },
    {
      key: 'workDayType',
      header: t('confirmations.columns.workDayType'),
      cell: (item) => labels.workDayType(item.workDayType),
    },
    {
      key: 'paidHours',
      header: t('confirmations.columns.paidHours'),
      align: 'right',
      cell: (item) => labels.hours(item.paidHours),
    },
    {
      key: 'state',
      header: t('confirmations.columns.state'),
      card: 'status',
      cell: (item) => <ConfirmationStateBadge state={item.state} />,
    },
  ];
  const time = (instant: string | null) => (instant ? formatDateTime(instant) : '');
  const csvColumns: CsvColumn<Confirmation>[] = [
    { header: t('confirmations.columns.shift'), value: (item) => item.title },
    { header: t('confirmations.columns.worker'), value: (item) => item.workerName },
    { header: t('confirmations.columns.area'), value: (item) => item.areaName },
    { header: t('confirmations.list.csv.plannedStart'), value: (item) => time(item.plannedStartsAt) },
    { header: t('confirmations.list.csv.plannedEnd'), value: (item) => time(item.plannedEndsAt) },
    { header: t('confirmations.list.csv.actualStart'), value: (item) => time(item.actualStartsAt) },
    { header: t('confirmations.list.csv.actualEnd'), value: (item) => time(item.actualEndsAt) },
    { header: t('confirmations.list.csv.breakMinutes'), value: (item) => item.breakMinutes },
    { header: t('confirmations.list.csv.kilometres'), value: (item) => item.kilometres },
    {
      header: t('confirmations.columns.workDayType'),
      value: (item) => (item.workDayType ? labels.workDayType(item.workDayType) : ''),
    },
    { header: t('confirmations.list.csv.paidHours'), value: (item) => item.paidHours },
    { header: t('confirmations.columns.state'), value: (item) => labels.state(item.state) },
  ];
  return { columns, csvColumns };
}

/** One page of confirmations: who, where, planned vs actual times, break, km, day type, paid hours, state. */
export function ConfirmationsTable({
  items,
  label,
  sort,
  onSort,
  selection,
}: {
  items: readonly Confirmation[];
  label: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  selection?: RowSelection;
}) {
  const { columns } = useConfirmationColumns(sort, onSort);
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowId={(item) => item.id}
      label={label}
      minWidth={1100}
      selection={selection ? { state: selection, rowLabel: (item) => item.title } : undefined}
    />
  );
}

/** The CSV columns of the confirmations list, in the UI language; figures as numbers. */
export function useConfirmationCsvColumns() {
  return useConfirmationColumns('start_desc', () => undefined).csvColumns;
}
