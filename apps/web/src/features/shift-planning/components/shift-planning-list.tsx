import { Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultPlanningWeeks, planningSearchMaxLength, planningSorts } from '@portal/domain/shift-planning';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { ListFilters } from '@/components/list/list-filters';
import { QueryState } from '@/components/query-state';
import { fetchAllPlanningRows } from '../api/export-shift-planning';
import { useShiftPlanning } from '../api/get-shift-planning';
import { ShiftPlanningTable, usePlanningCsvColumns } from './shift-planning-table';
import { useShiftPlanningParams } from './use-shift-planning-params';
import { WeeksSelect } from './weeks-select';

/** Area search, weeks ahead, order, the areas-by-weeks table and pages; all kept in the address. */
export function ShiftPlanningList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setSearch, setPage, setParam } = useShiftPlanningParams();
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const planning = useShiftPlanning(accountId, query);
  const csvColumns = usePlanningCsvColumns(planning.data?.weeks ?? []);

  useEffect(() => {
    if (debouncedSearch.trim() !== (query.search ?? '')) {
      setSearch(debouncedSearch.trim());
    }
  }, [debouncedSearch, query.search, setSearch]);

  const pageCount = planning.data ? Math.max(1, Math.ceil(planning.data.total / query.perPage)) : 1;
  const setSort = (sort: string) => setParam('sort', sort === 'name' ? null : sort);

  const search = (
    <TextInput
      label={t('shift-planning.filters.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={planningSearchMaxLength}
      value={searchText}
      onChange={(event) => setSearchText(event.currentTarget.value)}
      w={{ base: '100%', sm: 300 }}
    />
  );
  const fields = (
    <>
      <WeeksSelect
        value={query.weeks}
        onChange={(weeks) => setParam('weeks', weeks === defaultPlanningWeeks ? null : String(weeks))}
      />
      <NativeSelect
        label={t('shift-planning.filters.sort')}
        data={planningSorts.map((sort) => ({
          value: sort,
          label: t(`shift-planning.filters.sorts.${sort}`),
        }))}
        value={query.sort}
        onChange={(event) => setSort(event.currentTarget.value)}
        maw={260}
      />
    </>
  );

  return (
    <Stack>
      <ListFilters
        search={search}
        activeCount={query.weeks === defaultPlanningWeeks ? 0 : 1}
        wideLayout={
          <Group align="flex-end">
            {search}
            {fields}
          </Group>
        }
      >
        {fields}
      </ListFilters>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {planning.data ? t('shift-planning.list.total', { count: planning.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('shift-planning.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllPlanningRows(accountId, query)}
        />
      </Group>
      <QueryState query={planning} errorTitle={t('shift-planning.list.loadError')} />
      {planning.data &&
        (planning.data.items.length === 0 ? (
          <Text>{query.search ? t('shift-planning.list.emptySearch') : t('shift-planning.list.empty')}</Text>
        ) : (
          <ShiftPlanningTable
            weeks={planning.data.weeks}
            rows={planning.data.items}
            weekCount={query.weeks}
            label={t('shift-planning.list.title')}
            sort={query.sort}
            onSort={setSort}
          />
        ))}
      {planning.data && pageCount > 1 && (
        <nav aria-label={t('shift-planning.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`shift-planning.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('shift-planning.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
