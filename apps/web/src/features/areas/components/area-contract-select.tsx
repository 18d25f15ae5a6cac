import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractOptions } from '../api/get-contract-options';

export type AreaContractSelectProps = {
  accountId: string;
  value: string | null;
  /** The chosen contract's name as the area answered it, shown even when it is not on the list's page. */
  currentName: string | null;
  error?: string | undefined;
  onChange: (contractId: string | null) => void;
};

/**
 * The area's customer contract (issue 13): one of the account's contracts, searchable and clearable. The
 * hint says what a change does: new gigs take it, the area's gigs and their shifts keep theirs.
 */
export function AreaContractSelect({
  accountId,
  value,
  currentName,
  error,
  onChange,
}: AreaContractSelectProps) {
  const { t } = useTranslation();
  const contracts = useContractOptions(accountId, true);
  const options = (contracts.data?.items ?? []).map((contract) => ({
    value: contract.id,
    label: contract.customerNumber ? `${contract.name} (${contract.customerNumber})` : contract.name,
  }));
  if (value && currentName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: currentName });
  }
  return (
    <Select
      label={t('areas.form.customerContract')}
      description={t('areas.form.customerContractHint')}
      placeholder={t('areas.form.customerContractPlaceholder')}
      nothingFoundMessage={t('areas.form.customerContractNone')}
      data={options}
      value={value}
      error={error ?? (contracts.isError ? t('areas.form.customerContractLoadError') : undefined)}
      searchable
      clearable
      onChange={onChange}
    />
  );
}
