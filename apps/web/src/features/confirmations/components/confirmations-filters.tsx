import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ListConfirmationsQuery } from '@portal/domain/confirmations';
import {
  type ConfirmationOptions,
  confirmationSorts,
  confirmationStates,
} from '@portal/domain/confirmations';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useConfirmationLabels } from './use-confirmation-labels';
import type { ConfirmationFilterName } from './use-confirmations-params';

type ConfirmationsFiltersProps = {
  query: ListConfirmationsQuery;
  options: ConfirmationOptions | undefined;
  onChange: (changes: Partial<Record<ConfirmationFilterName, string | null>>) => void;
  onClear: () => void;
};

/** The filters counted on the phone's filters button (the order is not one). */
const countedFilters = ['workerId', 'areaId', 'from', 'to', 'state'] as const;

/** Worker, area, Helsinki day range, state and order; every value lives in the URL. */
export function ConfirmationsFilters({ query, options, onChange, onClear }: ConfirmationsFiltersProps) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  const titleId = useId();
  const anyOption = { value: '', label: t('confirmations.filters.any') };
  const select = (name: ConfirmationFilterName, value: string | undefined) => ({
    value: value ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [name]: event.currentTarget.value }),
  });
  // An id in the address that the options no longer hold still shows as chosen rather than as "any".
  const keep = (value: string | undefined, known: readonly { id: string }[] | undefined) =>
    value && known && !known.some((item) => item.id === value)
      ? [{ value, label: t('confirmations.filters.unknown') }]
      : [];

  const filters = (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('confirmations.filters.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <NativeSelect
            label={t('confirmations.filters.worker')}
            data={[
              anyOption,
              ...(options?.workers ?? []).map((worker) => ({ value: worker.id, label: worker.fullName })),
              ...keep(query.workerId, options?.workers),
            ]}
            {...select('workerId', query.workerId)}
          />
          <NativeSelect
            label={t('confirmations.filters.area')}
            data={[
              anyOption,
              ...(options?.areas ?? []).map((area) => ({ value: area.id, label: area.name })),
              ...keep(query.areaId, options?.areas),
            ]}
            {...select('areaId', query.areaId)}
          />
          <NativeSelect
            label={t('confirmations.filters.state')}
            data={[
              anyOption,
              ...confirmationStates.map((state) => ({ value: state, label: labels.state(state) })),
            ]}
            {...select('state', query.state)}
          />
          <DateFilterField
            label={t('confirmations.filters.from')}
            day={query.from}
            maxDate={query.to}
            onChange={(from) => onChange({ from: from || null })}
          />
          <DateFilterField
            label={t('confirmations.filters.to')}
            day={query.to}
            minDate={query.from}
            onChange={(to) => onChange({ to: to || null })}
          />
          <NativeSelect
            label={t('confirmations.filters.sort')}
            data={confirmationSorts.map((sort) => ({
              value: sort,
              label: t(`confirmations.filters.sorts.${sort}`),
            }))}
            value={query.sort}
            onChange={(event) =>
              onChange({
                sort: event.currentTarget.value === 'start_desc' ? null : event.currentTarget.value,
              })
            }
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClear}>
            {t('confirmations.filters.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );

  return (
    <ListFilters activeCount={countActiveFilters(query, countedFilters)} wideLayout={filters}>
      {filters}
    </ListFilters>
  );
}
