import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractOptions } from '../api/get-contract-options';

export type GigContractFieldProps = {
  accountId: string;
  /** Who may edit the account's contracts picks the gig's; others see its name only. */
  canPick: boolean;
  /** The chosen contract; undefined while the gig still takes its area's (not yet known). */
  value: string | null | undefined;
  /** The chosen contract's name as the gig or area answered it, shown even when not on the list's page. */
  name: string | null;
  disabled: boolean;
  onChange: (contractId: string | null) => void;
};

/**
 * The gig's customer contract (issue 13): the area's when the area is picked, or another of the account's
 * contracts. A change moves the gig's shifts not yet invoiced. Apart from the free contract text.
 */
export function GigContractField({
  accountId,
  canPick,
  value,
  name,
  disabled,
  onChange,
}: GigContractFieldProps) {
  const { t } = useTranslation();
  const contracts = useContractOptions(accountId, canPick);
  if (!canPick) {
    return name ? <TextInput label={t('gigs.form.customerContract')} value={name} readOnly disabled /> : null;
  }
  const options = (contracts.data?.items ?? []).map((contract) => ({
    value: contract.id,
    label: contract.customerNumber ? `${contract.name} (${contract.customerNumber})` : contract.name,
  }));
  if (value && name && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: name });
  }
  return (
    <Select
      label={t('gigs.form.customerContract')}
      description={t('gigs.form.customerContractHint')}
      placeholder={t('gigs.form.customerContractPlaceholder')}
      nothingFoundMessage={t('gigs.form.customerContractNone')}
      data={options}
      value={value ?? null}
      disabled={disabled}
      error={contracts.isError ? t('gigs.form.customerContractLoadError') : undefined}
      searchable
      clearable
      onChange={onChange}
    />
  );
}
