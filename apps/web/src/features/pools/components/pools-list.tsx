import { Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { listPoolsQuerySchema, poolSearchMaxLength } from '@portal/domain/pools';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { fetchAllPools } from '../api/export-pools';
import { usePools } from '../api/get-pools';
import { PoolsTable, usePoolCsvColumns } from './pools-table';

/** Search, table and pages of the account's pools; search and page are kept in the address. */
export function PoolsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setSearch, setPage } = useSearchListParams(listPoolsQuerySchema);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const pools = usePools(accountId, query);
  const csvColumns = usePoolCsvColumns();

  useEffect(() => {
    if (debouncedSearch.trim() !== (query.search ?? '')) {
      setSearch(debouncedSearch.trim());
    }
  }, [debouncedSearch, query.search, setSearch]);

  const pageCount = pools.data ? Math.max(1, Math.ceil(pools.data.total / query.perPage)) : 1;

  return (
    <Stack>
      <TextInput
        label={t('pools.list.search')}
        placeholder={t('pools.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={poolSearchMaxLength}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {pools.data ? t('pools.list.total', { count: pools.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('pools.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllPools(accountId, query)}
        />
      </Group>
      <QueryState query={pools} errorTitle={t('pools.list.loadError')} />
      {pools.data &&
        (pools.data.items.length === 0 ? (
          <Text>{query.search ? t('pools.list.emptySearch') : t('pools.list.empty')}</Text>
        ) : (
          <PoolsTable pools={pools.data.items} label={t('pools.list.title')} />
        ))}
      {pools.data && pageCount > 1 && (
        <nav aria-label={t('pools.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pools.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('pools.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
