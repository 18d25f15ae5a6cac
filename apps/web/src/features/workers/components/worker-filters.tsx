import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { finnishCareRoles } from '@portal/domain/users';
import type { WorkerListQuery } from '@portal/domain/workers';
import {
  finnishRegions,
  type WorkerOptions,
  workerSearchMinLength,
  workerShiftFilters,
  workerSorts,
  workerStatuses,
} from '@portal/domain/workers';
import { IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useWorkerLabels } from './use-worker-labels';
import type { WorkerListParamName } from './use-worker-list-params';

type WorkerFiltersProps = {
  query: WorkerListQuery;
  options: WorkerOptions | undefined;
  onChange: (changes: Partial<Record<WorkerListParamName, string | null>>) => void;
  onClear: () => void;
};

const searchDelayMs = 300;

/** The filters counted on the phone's filters button (search and order are not among them). */
const workerFilterNames = [
  'status',
  'profession',
  'poolId',
  'city',
  'region',
  'overFifty',
  'shifts',
] as const;

/** Text search (2+ characters), the spec's personnel filters and the order; every value lives in the URL. */
export function WorkerFilters({ query, options, onChange, onClear }: WorkerFiltersProps) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const titleId = useId();
  const [search, setSearch] = useState(query.search ?? '');
  const trimmed = search.trim();
  const isSearchTooShort = trimmed.length > 0 && trimmed.length < workerSearchMinLength;
  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value }), searchDelayMs);

  // Clearing the filters (or going back in history) changes the URL: the field follows it.
  useEffect(() => {
    setSearch((current) => (current.trim() === (query.search ?? '') ? current : (query.search ?? '')));
  }, [query.search]);

  const handleSearchChange = (value: string) => {
    setSearch(value);
    const next = value.trim();
    if (next.length === 0 || next.length >= workerSearchMinLength) {
      applySearch(next);
    } else {
      applySearch.cancel();
    }
  };

  const anyOption = { value: '', label: t('workers.filters.any') };
  const select = (name: WorkerListParamName, value: string | undefined) => ({
    value: value ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [name]: event.currentTarget.value }),
  });

  const searchField = (
    <TextInput
      type="search"
      label={t('workers.filters.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      error={
        isSearchTooShort ? t('workers.issues.SEARCH_TOO_SHORT', { count: workerSearchMinLength }) : undefined
      }
      onChange={(event) => handleSearchChange(event.currentTarget.value)}
    />
  );
  const clearButton = (
    <Group justify="flex-end">
      <Button variant="subtle" onClick={onClear}>
        {t('workers.filters.clear')}
      </Button>
    </Group>
  );
  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <NativeSelect
        label={t('workers.filters.status')}
        data={[anyOption, ...workerStatuses.map((value) => ({ value, label: labels.status(value) }))]}
        {...select('status', query.status)}
      />
      <NativeSelect
        label={t('workers.filters.profession')}
        data={[anyOption, ...finnishCareRoles.map((value) => ({ value, label: labels.profession(value) }))]}
        {...select('profession', query.profession)}
      />
      <NativeSelect
        label={t('workers.filters.pool')}
        data={[anyOption, ...(options?.pools ?? []).map((pool) => ({ value: pool.id, label: pool.name }))]}
        {...select('poolId', query.poolId)}
      />
      <NativeSelect
        label={t('workers.filters.shifts')}
        data={[
          anyOption,
          ...workerShiftFilters.map((value) => ({
            value,
            label: t(`workers.filters.shiftStates.${value}`),
          })),
        ]}
        {...select('shifts', query.shifts)}
      />
      <NativeSelect
        label={t('workers.filters.city')}
        data={[
          anyOption,
          ...(options?.cities ?? []).map((city) => ({ value: city, label: city })),
          // A city typed into the URL stays selectable even when no worker lives there any more.
          ...(query.city && !options?.cities.includes(query.city)
            ? [{ value: query.city, label: query.city }]
            : []),
        ]}
        {...select('city', query.city)}
      />
      <NativeSelect
        label={t('workers.filters.region')}
        data={[anyOption, ...finnishRegions.map((region) => ({ value: region, label: region }))]}
        {...select('region', query.region)}
      />
      <NativeSelect
        label={t('workers.filters.sort')}
        data={workerSorts.map((value) => ({ value, label: t(`workers.filters.sorts.${value}`) }))}
        value={query.sort ?? 'name-asc'}
        onChange={(event) =>
          onChange({ sort: event.currentTarget.value === 'name-asc' ? null : event.currentTarget.value })
        }
      />
      <Checkbox
        mt={{ sm: 'xl' }}
        label={t('workers.filters.overFifty')}
        checked={query.overFifty === 'true'}
        onChange={(event) => onChange({ overFifty: event.currentTarget.checked ? 'true' : null })}
      />
    </SimpleGrid>
  );

  return (
    <ListFilters
      search={searchField}
      activeCount={countActiveFilters(query, workerFilterNames)}
      wideLayout={
        <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {t('workers.filters.title')}
            </Title>
            {searchField}
            {fields}
            {clearButton}
          </Stack>
        </Paper>
      }
    >
      {fields}
      {clearButton}
    </ListFilters>
  );
}
