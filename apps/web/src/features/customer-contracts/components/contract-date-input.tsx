import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ContractDateInputProps = {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  error?: string | undefined;
  description?: string;
  required?: boolean;
};

/**
 * A day typed as DD.MM.YYYY (the typed-date convention of today's forms, `parseTypedDate`). Kept in this one
 * component so the app-wide date field can replace it in one place.
 */
export function ContractDateInput({
  label,
  value,
  onChange,
  error,
  description,
  required = false,
}: ContractDateInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description ?? t('customer-contracts.form.dateHint')}
      placeholder={t('customer-contracts.form.datePlaceholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="numeric"
      autoComplete="off"
      error={error}
      required={required}
      maw={220}
    />
  );
}
