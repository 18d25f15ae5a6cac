import { Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultPlanningWeeks, planningSearchMaxLength, planningSorts } from '@portal/domain/shift-planning';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useShiftPlanning } from '../api/get-shift-planning';
import { ShiftPlanningTable } from './shift-planning-table';
import { useShiftPlanningParams } from './use-shift-planning-params';
import { WeeksSelect } from './weeks-select';

/** Area search, weeks ahead, order, the areas-by-weeks table and pages; all kept in the address. */
export function ShiftPlanningList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setSearch, setPage, setParam } = useShiftPlanningParams();
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const planning = useShiftPlanning(accountId, query);

  useEffect(() => {
    if (debouncedSearch.trim() !== (query.search ?? '')) {
      setSearch(debouncedSearch.trim());
    }
  }, [debouncedSearch, query.search, setSearch]);

  const pageCount = planning.data ? Math.max(1, Math.ceil(planning.data.total / query.perPage)) : 1;

  return (
    <Stack>
      <Group align="flex-end">
        <TextInput
          label={t('shift-planning.filters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={planningSearchMaxLength}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={300}
        />
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
          onChange={(event) =>
            setParam('sort', event.currentTarget.value === 'name' ? null : event.currentTarget.value)
          }
          maw={260}
        />
      </Group>
      {planning.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('shift-planning.list.total', { count: planning.data.total })}
        </Text>
      )}
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
