import { Button, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  contractDetailTextMaxLength,
  contractTextMaxLength,
  createTemporaryContractInputSchema,
  documentReferenceMaxLength,
  type WrittenContractChoice,
  writtenContractChoices,
} from '@portal/domain/temporary-contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateTemporaryContract } from '../api/create-temporary-contract';
import { useContractAreaOptions } from '../api/get-contract-area-options';
import { contractFieldErrors, contractFieldErrorsOfApiError } from './contract-form-errors';

type FormValues = {
  contract: string;
  areaId: string | null;
  documentId: string;
  startDate: string;
  endDate: string;
  locationText: string;
  salaryText: string;
  writtenContract: WrittenContractChoice | null;
};

const emptyValues: FormValues = {
  contract: '',
  areaId: null,
  documentId: '',
  startDate: '',
  endDate: '',
  locationText: '',
  salaryText: '',
  writtenContract: null,
};

export type TemporaryContractFormProps = {
  accountId: string;
  accountName: string;
  workerId: string;
};

/**
 * A new temporary contract (spec section 5): account, contract, area, document id, start and end date
 * (DD.MM.YYYY), contract location and salary texts are all required, and the written-contract choice.
 * Each missing field gets its own message; nothing typed is lost when the contract is refused.
 */
export function TemporaryContractForm({ accountId, accountName, workerId }: TemporaryContractFormProps) {
  const { t } = useTranslation();
  const areaOptions = useContractAreaOptions(accountId);
  const createContract = useCreateTemporaryContract(accountId, workerId);
  const areas = areaOptions.data?.items ?? [];
  const form = useSchemaForm({
    // The account is a field of the input too: a refusal naming it is shown under the account line.
    initialValues: { ...emptyValues, accountId },
    schema: createTemporaryContractInputSchema,
    toCandidate: (values) => ({
      accountId: values.accountId,
      contract: values.contract,
      areaId: values.areaId ?? undefined,
      documentId: values.documentId,
      // A day key from the date field, or text that is not a date, sent on as typed to be refused.
      startDate: values.startDate.trim(),
      endDate: values.endDate.trim(),
      locationText: values.locationText,
      salaryText: values.salaryText,
      writtenContract: values.writtenContract ?? undefined,
    }),
    issueErrors: (error, values) => contractFieldErrors(error.issues, values, t),
    serverErrors: (error, values) => contractFieldErrorsOfApiError(error, values, t),
    onSubmit: async (input, _values, { reset }) => {
      await createContract.mutateAsync(input);
      notify.success({ message: t('temporary-contracts.toasts.created') });
      reset();
    },
  });
  const { values, errors } = form;

  const handleAreaChange = (areaId: string | null) => {
    const areaContract = areas.find((area) => area.id === areaId)?.contract;
    // The area's customer contract is a good default while the field is still empty.
    form.setValues(
      areaContract && values.contract.trim() === '' ? { areaId, contract: areaContract } : { areaId },
    );
  };

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('temporary-contracts.form.title')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('temporary-contracts.form.account')}
            value={accountName}
            error={errors.accountId}
            readOnly
            required
          />
          <Select
            label={t('temporary-contracts.form.area')}
            data={areas.map((area) => ({ value: area.id, label: area.name }))}
            value={values.areaId}
            onChange={handleAreaChange}
            searchable
            nothingFoundMessage={t('temporary-contracts.form.noAreas')}
            error={errors.areaId ?? (areaOptions.isError ? t(errorMessageKey(areaOptions.error)) : undefined)}
            required
          />
          <TextInput
            label={t('temporary-contracts.form.contract')}
            value={values.contract}
            onChange={(event) => form.setFieldValue('contract', event.currentTarget.value)}
            maxLength={contractTextMaxLength}
            error={errors.contract}
            required
          />
          <TextInput
            label={t('temporary-contracts.form.documentId')}
            value={values.documentId}
            onChange={(event) => form.setFieldValue('documentId', event.currentTarget.value)}
            maxLength={documentReferenceMaxLength}
            error={errors.documentId}
            required
          />
          <DateField
            label={t('temporary-contracts.form.startDate')}
            description={t('temporary-contracts.form.dateHint')}
            {...form.field('startDate')}
          />
          <DateField
            label={t('temporary-contracts.form.endDate')}
            description={t('temporary-contracts.form.dateHint')}
            {...form.field('endDate')}
          />
        </SimpleGrid>
        <Textarea
          label={t('temporary-contracts.form.locationText')}
          value={values.locationText}
          onChange={(event) => form.setFieldValue('locationText', event.currentTarget.value)}
          maxLength={contractDetailTextMaxLength}
          error={errors.locationText}
          rows={3}
          required
        />
        <Textarea
          label={t('temporary-contracts.form.salaryText')}
          value={values.salaryText}
          onChange={(event) => form.setFieldValue('salaryText', event.currentTarget.value)}
          maxLength={contractDetailTextMaxLength}
          error={errors.salaryText}
          rows={3}
          required
        />
        <Radio.Group
          label={t('temporary-contracts.form.writtenContract')}
          value={values.writtenContract}
          onChange={(value) => form.setFieldValue('writtenContract', value as WrittenContractChoice)}
          error={errors.writtenContract}
          required
        >
          <Group mt="xs">
            {writtenContractChoices.map((choice) => (
              <Radio key={choice} value={choice} label={t(`temporary-contracts.writtenContract.${choice}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={createContract.isPending}>
            {t('temporary-contracts.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
