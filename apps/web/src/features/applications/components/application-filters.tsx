import {
  Button,
  Chip,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type ApplicationListQuery,
  type ApplicationRecruiter,
  applicationSteps,
  longTermSeekingToleranceDays,
  seekingTerms,
} from '@portal/domain/recruitment';
import { finnishCareRoles } from '@portal/domain/users';
import { finnishRegions, workerSearchMinLength } from '@portal/domain/workers';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { sortOptions, sortValueOf } from './application-sorts';
import { applicationStepColors } from './application-step-badge';
import { type ApplicationListChanges, applicationFilterNames, stepsOf } from './use-application-list-params';

type ApplicationFiltersProps = {
  query: ApplicationListQuery;
  /** The account's recruiters, for the recruiter filter. */
  recruiters: readonly ApplicationRecruiter[];
  onChange: (changes: ApplicationListChanges) => void;
  onClear: () => void;
};

const searchDelayMs = 300;

/** Step chips (one colour per step), the spec's filters and the order; every value lives in the URL. */
export function ApplicationFilters({ query, recruiters, onChange, onClear }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
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

  const anyOption = { value: '', label: t('applications.list.any') };
  const searchField = (
    <TextInput
      type="search"
      label={t('applications.list.search')}
      placeholder={t('applications.list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      value={search}
      error={
        isSearchTooShort ? t('applications.list.searchTooShort', { count: workerSearchMinLength }) : undefined
      }
      onChange={(event) => handleSearchChange(event.currentTarget.value)}
    />
  );
  const day = (name: 'createdFrom' | 'createdTo' | 'seekingFrom' | 'seekingTo') => (
    <DateFilterField
      label={t(`applications.list.${name}`)}
      day={query[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  const fields = (
    <Stack gap="sm">
      <Fieldset variant="unstyled" legend={t('applications.list.steps')}>
        <Chip.Group multiple value={stepsOf(query)} onChange={(steps) => onChange({ step: steps.join(',') })}>
          <Group gap={6} mt={4}>
            {applicationSteps.map((step) => (
              <Chip key={step} value={step} size="xs" color={applicationStepColors[step]} variant="light">
                {t(`applications.steps.${step}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <NativeSelect
          label={t('applications.fields.role')}
          data={[anyOption, ...finnishCareRoles.map((value) => ({ value, label: roleLabel(value) }))]}
          value={query.profession ?? ''}
          onChange={(event) => onChange({ profession: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('applications.fields.region')}
          data={[anyOption, ...finnishRegions.map((value) => ({ value, label: value }))]}
          value={query.region ?? ''}
          onChange={(event) => onChange({ region: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('applications.fields.assignedTo')}
          data={[
            anyOption,
            ...recruiters.map((recruiter) => ({ value: recruiter.id, label: recruiter.fullName })),
          ]}
          value={query.assignedTo ?? ''}
          onChange={(event) => onChange({ assignedTo: event.currentTarget.value })}
        />
        {day('createdFrom')}
        {day('createdTo')}
        {day('seekingFrom')}
        {day('seekingTo')}
        <NativeSelect
          label={t('applications.list.seekingTerm')}
          description={t('applications.list.seekingTermHint', { days: longTermSeekingToleranceDays })}
          data={[
            anyOption,
            ...seekingTerms.map((value) => ({ value, label: t(`applications.list.seekingTerms.${value}`) })),
          ]}
          value={query.seekingTerm ?? ''}
          onChange={(event) => onChange({ seekingTerm: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('applications.list.sort')}
          data={sortOptions.map((value) => ({ value, label: t(`applications.list.sorts.${value}`) }))}
          value={sortValueOf(query)}
          onChange={(event) => {
            const [sort, order] = event.currentTarget.value.split(':');
            onChange({ sort: sort ?? null, order: order ?? null });
          }}
        />
      </SimpleGrid>
    </Stack>
  );
  const clearButton = (
    <Group justify="flex-end">
      <Button variant="subtle" onClick={onClear}>
        {t('applications.list.clear')}
      </Button>
    </Group>
  );

  return (
    <ListFilters
      search={searchField}
      activeCount={countActiveFilters(query, applicationFilterNames)}
      wideLayout={
        <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {t('applications.list.filtersTitle')}
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
