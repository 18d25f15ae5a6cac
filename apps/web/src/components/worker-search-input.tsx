import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';

/**
 * The text of a worker search and what to ask the server: the trimmed text once typing pauses (250 ms),
 * and whether it is long enough to search at all.
 */
export function useWorkerSearchText(minLength: number) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  return { text, setText, query, isLongEnough: query.length >= minLength };
}

export type WorkerSearchItem = { id: string; fullName: string };

/** What the input reads of a TanStack query for workers. */
export type WorkerSearchResults<W> = {
  data?: { items: W[] } | undefined;
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

export type WorkerSearchInputProps<W extends WorkerSearchItem> = {
  label: string;
  description: string;
  placeholder: string;
  /** Shown in the list when nothing matches. */
  noResults: string;
  /** Put before the server's reason when the search fails. */
  searchError: string;
  icon: ReactNode;
  text: string;
  onTextChange: (text: string) => void;
  results: WorkerSearchResults<W>;
  isLongEnough: boolean;
  /** The second line of an option: role, city, phone. */
  describe: (worker: W) => ReactNode;
  onChoose: (worker: W) => void;
  /** Another message for the field, shown when the search itself has not failed. */
  error?: string | undefined;
  /** Shown at the right while no search runs (a clear button). */
  rightSection?: ReactNode;
  /** Something the choice started is under way: a spinner, and the field waits. */
  busy?: boolean;
  /** Keeps the list closed (a worker is already chosen). */
  listHidden?: boolean;
  maxLength: number;
  maw?: number;
};

/**
 * A labelled search field whose list offers workers by name, for pools, booking and invitations alike. The
 * first match is preselected, so Enter takes it; the list opens on focus and hides until the text is long
 * enough. The caller owns the search (which workers qualify) and what choosing one does.
 */
export function WorkerSearchInput<W extends WorkerSearchItem>({
  label,
  description,
  placeholder,
  noResults,
  searchError,
  icon,
  text,
  onTextChange,
  results,
  isLongEnough,
  describe,
  onChoose,
  error,
  rightSection = null,
  busy = false,
  listHidden = false,
  maxLength,
  maw,
}: WorkerSearchInputProps<W>) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const items = isLongEnough ? (results.data?.items ?? []) : [];

  useEffect(() => {
    if (items.length > 0) {
      combobox.selectFirstOption();
    }
  }, [items, combobox.selectFirstOption]);

  const choose = (workerId: string) => {
    const worker = items.find((item) => item.id === workerId);
    combobox.closeDropdown();
    if (worker) {
      onChoose(worker);
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          leftSection={icon}
          rightSection={results.isFetching || busy ? <Loader size={16} /> : rightSection}
          maxLength={maxLength}
          value={text}
          disabled={busy}
          error={results.isError ? `${searchError}: ${t(errorMessageKey(results.error))}` : error}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          maw={maw}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isLongEnough || listHidden || (results.isPending && results.isFetching)}>
        <Combobox.Options aria-label={label}>
          {items.map((worker) => (
            <Combobox.Option value={worker.id} key={worker.id}>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {worker.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {describe(worker)}
                </Text>
              </Stack>
            </Combobox.Option>
          ))}
          {items.length === 0 && !results.isFetching && <Combobox.Empty>{noResults}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
