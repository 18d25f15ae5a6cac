import { Box, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ListGigsQuery } from '@portal/domain/gigs';
import { gigLabels, gigSortKeys, gigTextSearchMaxLength, sortOrders } from '@portal/domain/gigs';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useCareRoleOptions } from '@/hooks/use-care-role-label';
import { useArea } from '../api/get-area';
import { AreaPicker } from './area-picker';
import type { useGigListParams } from './use-gig-list-params';

type Params = ReturnType<typeof useGigListParams>;

/** The filters counted on the phone's filters button (text search and order are not among them). */
const gigFilterNames = ['label', 'areaId', 'from', 'to', 'roleType'] as const;

/** Label, area, date range, role and text filters and the sort of the gigs list. */
export function GigsFilters({
  accountId,
  query,
  setFilters,
  clearFilters,
}: { accountId: string; query: ListGigsQuery } & Pick<Params, 'setFilters' | 'clearFilters'>) {
  const { t } = useTranslation();
  const roleOptions = useCareRoleOptions();
  const area = useArea(accountId, query.areaId);
  const [text, setText] = useState(query.text ?? '');
  const [debouncedText] = useDebouncedValue(text, 300);

  useEffect(() => {
    if (debouncedText.trim() !== (query.text ?? '')) {
      setFilters({ text: debouncedText });
    }
  }, [debouncedText, query.text, setFilters]);

  const pickedArea = query.areaId ? { id: query.areaId, name: area.data?.name ?? '' } : null;

  const search = (
    <TextInput
      label={t('gigs.list.filters.text')}
      placeholder={t('gigs.list.filters.textPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={gigTextSearchMaxLength}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
  const fields = (
    <>
      <Select
        label={t('gigs.list.filters.status')}
        placeholder={t('gigs.list.filters.all')}
        clearable
        data={gigLabels.map((label) => ({ value: label, label: t(`gigs.labels.${label}`) }))}
        value={query.label ?? null}
        onChange={(value) => setFilters({ label: value ?? undefined })}
      />
      <AreaPicker
        accountId={accountId}
        label={t('gigs.list.filters.area')}
        value={pickedArea}
        onChange={(picked) => setFilters({ areaId: picked?.id })}
      />
      <Select
        label={t('gigs.list.filters.role')}
        placeholder={t('gigs.list.filters.all')}
        clearable
        searchable
        data={roleOptions}
        value={query.roleType ?? null}
        onChange={(value) => setFilters({ roleType: value ?? undefined })}
      />
      <DateFilterField
        label={t('gigs.list.filters.from')}
        day={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilterField
        label={t('gigs.list.filters.to')}
        day={query.to}
        onChange={(to) => setFilters({ to })}
      />
      <Select
        label={t('gigs.list.sort.label')}
        data={gigSortKeys.map((key) => ({ value: key, label: t(`gigs.list.sort.${key}`) }))}
        value={query.sort}
        allowDeselect={false}
        onChange={(value) => setFilters({ sort: value ?? undefined })}
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('gigs.list.sort.order')}
          data={sortOrders.map((order) => ({ value: order, label: t(`gigs.list.sort.${order}`) }))}
          value={query.order}
          allowDeselect={false}
          onChange={(value) => setFilters({ order: value ?? undefined })}
          // Wide enough for "Laskeva" / "Descending" beside the clear button.
          style={{ flex: 1, minWidth: 130 }}
        />
        <Button
          variant="subtle"
          onClick={() => {
            setText('');
            clearFilters();
          }}
        >
          {t('gigs.list.filters.clear')}
        </Button>
      </Group>
    </>
  );

  return (
    <Box role="search" aria-label={t('gigs.list.filters.label')}>
      <ListFilters
        search={search}
        activeCount={countActiveFilters(query, gigFilterNames)}
        wideLayout={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {search}
            {fields}
          </SimpleGrid>
        }
      >
        <Stack>{fields}</Stack>
      </ListFilters>
    </Box>
  );
}
