import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { WorkerSummary } from '@portal/domain/workers';
import { ageOn, helsinkiDateOf, type WorkerListQuery } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { workersEditPath } from '@/features/workers/workers.paths';
import type { RowSelection } from '@/hooks/use-row-selection';
import { useWorkerLabels } from './use-worker-labels';

type Sort = NonNullable<WorkerListQuery['sort']>;

/** The columns of the personnel list (the name sorts it) and of its CSV export. */
function useWorkerColumns(sort: Sort, onSort: (sort: Sort) => void) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const today = helsinkiDateOf(new Date());
  const locationOf = (worker: WorkerSummary) =>
    [worker.addressCity, worker.addressRegion].filter(Boolean).join(', ');
  const poolsOf = (worker: WorkerSummary) => worker.pools.map((pool) => pool.name).join(', ');

  const columns: ListColumn<WorkerSummary>[] = [
    {
      key: 'name',
      header: t('workers.list.columns.name'),
      card: 'title',
      sort: columnSort(sort, { ascending: 'name-asc', descending: 'name-desc' }, onSort),
      cell: (worker) => (
        <Anchor component={Link} to={workersEditPath(worker.id)} fw={600}>
          {worker.fullName}
        </Anchor>
      ),
    },
    {
      key: 'profession',
      header: t('workers.list.columns.profession'),
      cell: (worker) => labels.profession(worker.profession),
    },
    {
      key: 'contact',
      header: t('workers.list.columns.contact'),
      cell: (worker) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {worker.email}
          </Text>
          {worker.mobile && <Text size="sm">{worker.mobile}</Text>}
        </Stack>
      ),
    },
    {
      key: 'location',
      header: t('workers.list.columns.location'),
      cell: (worker) => locationOf(worker) || t('workers.notSet'),
    },
    {
      key: 'age',
      header: t('workers.list.columns.age'),
      align: 'right',
      cell: (worker) => ageOn(worker.birthday, today) ?? t('workers.notSet'),
    },
    {
      key: 'status',
      header: t('workers.list.columns.status'),
      card: 'status',
      cell: (worker) => (
        <Group gap={4}>
          <Badge
            variant="filled"
            color={worker.status === 'accepted' ? 'teal.9' : 'gray.7'}
            style={{ minWidth: 'max-content' }}
          >
            {labels.status(worker.status)}
          </Badge>
          {worker.confirmed && (
            <Badge variant="filled" color="blue.9" style={{ minWidth: 'max-content' }}>
              {t('workers.list.confirmed')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'pools',
      header: t('workers.list.columns.pools'),
      cell: (worker) => poolsOf(worker) || t('workers.notSet'),
    },
  ];

  const csvColumns: CsvColumn<WorkerSummary>[] = [
    { header: t('workers.list.columns.name'), value: (worker) => worker.fullName },
    { header: t('workers.list.columns.profession'), value: (worker) => labels.profession(worker.profession) },
    { header: t('workers.list.csv.email'), value: (worker) => worker.email },
    { header: t('workers.list.csv.mobile'), value: (worker) => worker.mobile },
    { header: t('workers.filters.city'), value: (worker) => worker.addressCity },
    { header: t('workers.filters.region'), value: (worker) => worker.addressRegion },
    { header: t('workers.list.columns.age'), value: (worker) => ageOn(worker.birthday, today) },
    { header: t('workers.list.columns.status'), value: (worker) => labels.status(worker.status) },
    {
      header: t('workers.list.confirmed'),
      value: (worker) => (worker.confirmed ? t('workers.yes') : t('workers.no')),
    },
    { header: t('workers.list.columns.pools'), value: poolsOf },
  ];
  return { columns, csvColumns };
}

/** One page of workers: the name opens the worker's page; check boxes when a bulk action is offered. */
export function WorkersTable({
  workers,
  sort,
  onSort,
  selection,
}: {
  workers: readonly WorkerSummary[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  selection?: RowSelection;
}) {
  const { t } = useTranslation();
  const { columns } = useWorkerColumns(sort, onSort);
  return (
    <DataTable
      rows={workers}
      columns={columns}
      rowId={(worker) => worker.id}
      label={t('workers.list.tableLabel')}
      selection={selection ? { state: selection, rowLabel: (worker) => worker.fullName } : undefined}
    />
  );
}

/** The CSV columns of the personnel list, in the UI language. */
export function useWorkerCsvColumns() {
  return useWorkerColumns('name-asc', () => undefined).csvColumns;
}
