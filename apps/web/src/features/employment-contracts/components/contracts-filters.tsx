import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { contractStatuses, type EmploymentContractListQuery } from '@portal/domain/employment-contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '@/components/list/list-filters';

const searchDelayMs = 300;

/** The worker search (always on screen) and the status chips (in the drawer on a phone). */
export function ContractsFilters({
  query,
  onChange,
}: {
  query: EmploymentContractListQuery;
  onChange: (changes: { search?: string | null; status?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const chipsLabel = useId();
  const [search, setSearch] = useState(query.search ?? '');
  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value }), searchDelayMs);

  // Going back in history changes the address: the field follows it.
  useEffect(() => {
    setSearch((current) => (current.trim() === (query.search ?? '') ? current : (query.search ?? '')));
  }, [query.search]);

  return (
    <ListFilters
      activeCount={query.status ? 1 : 0}
      search={
        <TextInput
          type="search"
          label={t('employment-contracts.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value.trim());
          }}
          maw={360}
        />
      }
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id={chipsLabel}>
          {t('employment-contracts.list.status')}
        </Text>
        <Chip.Group
          value={query.status ?? 'all'}
          onChange={(value) => onChange({ status: value === 'all' ? null : String(value) })}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby={chipsLabel}>
            <Chip value="all" type="radio">
              {t('employment-contracts.list.allStatuses')}
            </Chip>
            {contractStatuses.map((status) => (
              <Chip key={status} value={status} type="radio">
                {t(`employment-contracts.statuses.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </ListFilters>
  );
}
