import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractOptions } from '../api/get-contract-options';
import type { GigFormValues } from './gig-form-values';

export type GigContractFieldProps = {
  accountId: string;
  /** Who may edit the account's contracts picks the gig's; others see its name only. */
  canPick: boolean;
  /** The chosen contract (undefined: the area's, not yet read), its name, and the free contract text. */
  values: Pick<GigFormValues, 'contractId' | 'contractName' | 'contract'>;
  disabled: boolean;
  onChange: (changes: Partial<GigFormValues>) => void;
};

/**
 * The gig's customer contract (issue 13): the area's when the area is picked, or another of the account's
 * contracts; a change moves the gig's shifts not yet invoiced. Then the spec's free contract text, labelled
 * apart. Who may not pick contracts sees the contract's name only.
 */
export function GigContractField({ accountId, canPick, values, disabled, onChange }: GigContractFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      {canPick ? (
        <ContractSelect accountId={accountId} values={values} disabled={disabled} onChange={onChange} />
      ) : (
        values.contractName && (
          <TextInput label={t('gigs.form.customerContract')} value={values.contractName} readOnly disabled />
        )
      )}
      <TextInput
        label={t('gigs.form.contract')}
        description={t('gigs.form.contractHint')}
        value={values.contract}
        disabled={disabled}
        onChange={(event) => onChange({ contract: event.currentTarget.value })}
      />
    </>
  );
}

function ContractSelect({ accountId, values, disabled, onChange }: Omit<GigContractFieldProps, 'canPick'>) {
  const { t } = useTranslation();
  const contracts = useContractOptions(accountId, true);
  const { contractId, contractName } = values;
  const options = (contracts.data?.items ?? []).map((contract) => ({
    value: contract.id,
    label: contract.customerNumber ? `${contract.name} (${contract.customerNumber})` : contract.name,
  }));
  // The chosen contract is named even when it is not on the list's page.
  if (contractId && contractName && !options.some((option) => option.value === contractId)) {
    options.unshift({ value: contractId, label: contractName });
  }
  return (
    <Select
      label={t('gigs.form.customerContract')}
      description={t('gigs.form.customerContractHint')}
      placeholder={t('gigs.form.customerContractPlaceholder')}
      nothingFoundMessage={t('gigs.form.customerContractNone')}
      data={options}
      value={contractId ?? null}
      disabled={disabled}
      error={contracts.isError ? t('gigs.form.customerContractLoadError') : undefined}
      searchable
      clearable
      onChange={(chosen) => onChange({ contractId: chosen })}
    />
  );
}
