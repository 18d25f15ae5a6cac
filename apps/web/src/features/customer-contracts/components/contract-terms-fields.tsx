import {
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ContractVatTreatment,
  contractNameMaxLength,
  contractVatTreatments,
  customerNumberMaxLength,
  vatExemptionBasisMaxLength,
} from '@portal/domain/customer-contracts';
import { type CollectiveAgreement, collectiveAgreements } from '@portal/domain/pay-rules';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/form-errors';
import { ContractDateInput } from './contract-date-input';
import type { ContractFormValues } from './contract-form-values';

type Field = keyof ContractFormValues & string;

export type ContractTermsFieldsProps = {
  values: ContractFormValues;
  errors: FieldErrors<Field>;
  setFieldValue: <F extends Field>(field: F, value: ContractFormValues[F]) => void;
};

/** The contract's terms: name, customer number, agreement, VAT treatment (with its basis), validity, flags. */
export function ContractTermsFields({ values, errors, setFieldValue }: ContractTermsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('customer-contracts.form.name')}
          value={values.name}
          onChange={(event) => setFieldValue('name', event.currentTarget.value)}
          maxLength={contractNameMaxLength}
          error={errors.name}
          required
        />
        <TextInput
          label={t('customer-contracts.form.customerNumber')}
          value={values.customerNumber}
          onChange={(event) => setFieldValue('customerNumber', event.currentTarget.value)}
          maxLength={customerNumberMaxLength}
          error={errors.customerNumber}
        />
        <Select
          label={t('customer-contracts.form.agreement')}
          description={t('customer-contracts.form.agreementHint')}
          data={collectiveAgreements.map((agreement) => ({
            value: agreement,
            label: t(`customer-contracts.agreements.${agreement}`),
          }))}
          value={values.collectiveAgreement}
          onChange={(value) => value && setFieldValue('collectiveAgreement', value as CollectiveAgreement)}
          allowDeselect={false}
          error={errors.collectiveAgreement}
          required
        />
        <Radio.Group
          label={t('customer-contracts.form.vat')}
          value={values.vatTreatment}
          onChange={(value) => setFieldValue('vatTreatment', value as ContractVatTreatment)}
          error={errors.vatTreatment}
          required
        >
          <Group mt="xs">
            {contractVatTreatments.map((treatment) => (
              <Radio key={treatment} value={treatment} label={t(`customer-contracts.vat.${treatment}`)} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      {values.vatTreatment === 'exempt' && (
        <Textarea
          label={t('customer-contracts.form.vatExemptionBasis')}
          description={t('customer-contracts.form.vatExemptionBasisHint')}
          value={values.vatExemptionBasis}
          onChange={(event) => setFieldValue('vatExemptionBasis', event.currentTarget.value)}
          maxLength={vatExemptionBasisMaxLength}
          error={errors.vatExemptionBasis}
          rows={2}
          required
        />
      )}
      <Group align="flex-start">
        <ContractDateInput
          label={t('customer-contracts.form.validFrom')}
          value={values.validFrom}
          onChange={(typed) => setFieldValue('validFrom', typed)}
          error={errors.validFrom}
          required
        />
        <ContractDateInput
          label={t('customer-contracts.form.validTo')}
          description={t('customer-contracts.form.validToHint')}
          value={values.validTo}
          onChange={(typed) => setFieldValue('validTo', typed)}
          error={errors.validTo}
        />
      </Group>
      <Switch
        label={t('customer-contracts.form.noOverHours')}
        description={t('customer-contracts.form.noOverHoursHint')}
        checked={values.noOverHours}
        onChange={(event) => setFieldValue('noOverHours', event.currentTarget.checked)}
      />
      <Switch
        label={t('customer-contracts.form.monthlySalary')}
        description={t('customer-contracts.form.monthlySalaryHint')}
        checked={values.monthlySalary}
        onChange={(event) => setFieldValue('monthlySalary', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('customer-contracts.form.campaignsRaisePrice')}
        description={t('customer-contracts.form.campaignsRaisePriceHint')}
        checked={values.campaignsRaisePrice}
        onChange={(event) => setFieldValue('campaignsRaisePrice', event.currentTarget.checked)}
      />
    </Stack>
  );
}
