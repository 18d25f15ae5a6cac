import { Anchor, Text } from '@mantine/core';
import type { PoolSummary } from '@portal/domain/pools';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { DefaultBadge } from './default-badge';
import { poolEditPath } from './pool-paths';

/** The pools of one page: name (to the edit page), default badge, member and area counts. */
export function PoolsTable({ pools, label }: { pools: readonly PoolSummary[]; label: string }) {
  const { t } = useTranslation();
  const columns: ListColumn<PoolSummary>[] = [
    {
      key: 'name',
      header: t('pools.list.name'),
      card: 'title',
      cell: (pool) => (
        <Anchor component={Link} to={poolEditPath(pool.id)}>
          {pool.name}
        </Anchor>
      ),
    },
    {
      key: 'default',
      header: t('pools.list.default'),
      card: 'status',
      cell: (pool) =>
        pool.isDefault ? (
          <DefaultBadge />
        ) : (
          <Text span c="dimmed">
            –
          </Text>
        ),
    },
    { key: 'members', header: t('pools.list.members'), align: 'right', cell: (pool) => pool.memberCount },
    { key: 'areas', header: t('pools.list.areas'), align: 'right', cell: (pool) => pool.areaCount },
  ];
  return <DataTable rows={pools} columns={columns} rowId={(pool) => pool.id} label={label} minWidth={480} />;
}

/** The CSV columns of the pools list, in the UI language. */
export function usePoolCsvColumns(): CsvColumn<PoolSummary>[] {
  const { t } = useTranslation();
  return [
    { header: t('pools.list.name'), value: (pool) => pool.name },
    { header: t('pools.list.default'), value: (pool) => (pool.isDefault ? t('pools.badge.default') : '') },
    { header: t('pools.list.members'), value: (pool) => pool.memberCount },
    { header: t('pools.list.areas'), value: (pool) => pool.areaCount },
  ];
}
