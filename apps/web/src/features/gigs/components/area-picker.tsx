import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaSuggestions } from '../api/get-area-suggestions';

export type PickedArea = { id: string; name: string };

export type AreaPickerProps = {
  accountId: string;
  label: string;
  value: PickedArea | null;
  onChange: (area: PickedArea | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
};

/** A service area chosen from suggestions (spec: 6 areas) matching the start of any word of its name, as the user types. */
export function AreaPicker({
  accountId,
  label,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  description,
}: AreaPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [prefix] = useDebouncedValue(search === value?.name ? '' : search, 250);
  const suggestions = useAreaSuggestions(accountId, prefix.trim());
  const options = (suggestions.data?.items ?? []).map((area) => ({
    value: area.id,
    label: area.city ? `${area.name} (${area.city})` : area.name,
    name: area.name,
  }));
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.name, name: value.name });
  }
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('gigs.areaPicker.placeholder')}
      searchable
      clearable={!required}
      required={required}
      disabled={disabled}
      error={error}
      data={options.map(({ value: id, label: text }) => ({ value: id, label: text }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; the list is not filtered again here.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        suggestions.isFetching ? t('gigs.areaPicker.loading') : t('gigs.areaPicker.nothing')
      }
      onChange={(id) => {
        const picked = options.find((option) => option.value === id);
        onChange(picked ? { id: picked.value, name: picked.name } : null);
      }}
    />
  );
}
