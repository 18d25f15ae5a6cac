import { Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  areaSearchMaxLength,
  areaSearchMinLength,
  isAreaSearchLongEnough,
  listAreasQuerySchema,
} from '@portal/domain/areas';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { fetchAllAreas } from '../api/export-areas';
import { useAreas } from '../api/get-areas';
import { AreasTable, useAreaCsvColumns } from './areas-table';

/** Search, table and pages of the account's work areas; search and page are kept in the address. */
export function AreasList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setSearch, setPage } = useSearchListParams(listAreasQuerySchema);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const areas = useAreas(accountId, query);
  const csvColumns = useAreaCsvColumns();
  const isTooShort = searchText.trim() !== '' && !isAreaSearchLongEnough(searchText);

  useEffect(() => {
    // A search shorter than the minimum lists every area until the text is long enough.
    const search = isAreaSearchLongEnough(debouncedSearch) ? debouncedSearch.trim() : '';
    if (search !== (query.search ?? '')) {
      setSearch(search);
    }
  }, [debouncedSearch, query.search, setSearch]);

  const pageCount = areas.data ? Math.max(1, Math.ceil(areas.data.total / query.perPage)) : 1;

  return (
    <Stack>
      <TextInput
        label={t('areas.list.search')}
        placeholder={t('areas.list.searchPlaceholder')}
        description={isTooShort ? t('areas.list.searchTooShort', { count: areaSearchMinLength }) : undefined}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={areaSearchMaxLength}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {areas.data ? t('areas.list.total', { count: areas.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('areas.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllAreas(accountId, query)}
        />
      </Group>
      <QueryState query={areas} errorTitle={t('areas.list.loadError')} />
      {areas.data &&
        (areas.data.items.length === 0 ? (
          <Text>{query.search ? t('areas.list.emptySearch') : t('areas.list.empty')}</Text>
        ) : (
          <AreasTable areas={areas.data.items} label={t('areas.list.title')} />
        ))}
      {areas.data && pageCount > 1 && (
        <nav aria-label={t('areas.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`areas.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('areas.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
