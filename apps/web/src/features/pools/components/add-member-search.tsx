import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PoolCandidate, workerSearchMaxLength, workerSearchMinLength } from '@portal/domain/pools/pools';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { usePoolCandidates } from '../api/find-pool-candidates';
import { useProfessionLabel } from './use-profession-label';

export type AddMemberSearchProps = {
  accountId: string;
  poolId: string;
  isAdding: boolean;
  /** Adds the chosen worker; the search is emptied once it succeeds. */
  onAdd: (candidate: PoolCandidate) => Promise<unknown>;
};

/**
 * "Add member": a labelled search field whose list offers accepted workers of the account, not yet in the
 * pool, whose first or last name starts with what was typed (at least two letters, six at most).
 */
export function AddMemberSearch({ accountId, poolId, isAdding, onAdd }: AddMemberSearchProps) {
  const { t } = useTranslation();
  const professionLabel = useProfessionLabel();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text.trim(), 250);
  const isLongEnough = debouncedText.length >= workerSearchMinLength;
  const candidates = usePoolCandidates(accountId, poolId, debouncedText);
  const items = isLongEnough ? (candidates.data?.items ?? []) : [];

  useEffect(() => {
    if (items.length > 0) {
      combobox.selectFirstOption();
    }
  }, [items, combobox.selectFirstOption]);

  const handleOptionSubmit = async (userId: string) => {
    const candidate = items.find((item) => item.id === userId);
    combobox.closeDropdown();
    if (!candidate) {
      return;
    }
    try {
      await onAdd(candidate);
      setText('');
    } catch {
      // The page tells why; what was typed stays.
    }
  };

  const describe = (candidate: PoolCandidate) =>
    [professionLabel(candidate.profession), candidate.city].filter(Boolean).join(', ');

  return (
    <Combobox store={combobox} onOptionSubmit={(value) => void handleOptionSubmit(value)}>
      <Combobox.Target>
        <TextInput
          label={t('pools.members.add')}
          description={t('pools.members.addHint', { count: workerSearchMinLength })}
          placeholder={t('pools.members.addPlaceholder')}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          rightSection={candidates.isFetching || isAdding ? <Loader size={16} /> : null}
          maxLength={workerSearchMaxLength}
          value={text}
          disabled={isAdding}
          error={
            candidates.isError
              ? `${t('pools.members.searchError')}: ${t(errorMessageKey(candidates.error))}`
              : undefined
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          maw={480}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isLongEnough || (candidates.isPending && candidates.isFetching)}>
        <Combobox.Options aria-label={t('pools.members.add')}>
          {items.map((candidate) => (
            <Combobox.Option value={candidate.id} key={candidate.id}>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {candidate.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {describe(candidate)}
                </Text>
              </Stack>
            </Combobox.Option>
          ))}
          {items.length === 0 && !candidates.isFetching && (
            <Combobox.Empty>{t('pools.members.noResults')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
