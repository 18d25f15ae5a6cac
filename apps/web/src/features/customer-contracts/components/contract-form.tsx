import { Alert, Button, Group, Stack } from '@mantine/core';
import { type CustomerContractValues, customerContractInputSchema } from '@portal/domain/customer-contracts';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { ApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { blankRateErrors, contractFormErrors, type NestedErrors } from './contract-form-errors';
import {
  type ContractFormValues,
  copyOfLatest,
  toContractCandidate,
  type VersionValues,
} from './contract-form-values';
import { ContractTermsFields } from './contract-terms-fields';
import { ContractVersionEditor } from './contract-version-editor';

export type ContractFormProps = {
  initialValues: ContractFormValues;
  submitLabel: string;
  isPending: boolean;
  /** Saves; a rejection keeps everything typed and shows the problems where they are. */
  onSubmit: (input: CustomerContractValues) => Promise<unknown>;
};

/**
 * The customer contract form: the terms, then each dated version as a table of rates (role, kind of hour,
 * price and wage in euros with a decimal comma). "Add a price change" copies the latest version.
 */
export function ContractForm({ initialValues, submitLabel, isPending, onSubmit }: ContractFormProps) {
  const { t } = useTranslation();
  const [nested, setNested] = useState<NestedErrors>({});
  // Errors inside the versions found by the schema's check, shown once the form's own checks have run.
  const found = useRef<NestedErrors>({});
  const form = useSchemaForm({
    initialValues,
    schema: customerContractInputSchema,
    toCandidate: toContractCandidate,
    issueErrors: (error, values) => {
      const errors = contractFormErrors(error.issues, values, t);
      found.current = errors.nested;
      return errors.fields;
    },
    validate: (values) => {
      const blank = blankRateErrors(values, t);
      setNested({ ...found.current, ...blank });
      found.current = {};
      return Object.keys(blank).length > 0
        ? { versions: t('customer-contracts.fieldErrors.checkRates') }
        : {};
    },
    serverErrors: (error, values) => {
      if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') {
        return {};
      }
      const errors = contractFormErrors(error.issues, values, t);
      setNested(errors.nested);
      return errors.fields;
    },
    onSubmit: (input) => onSubmit(input),
  });
  const { values, errors } = form;

  const setVersions = (versions: VersionValues[]) => {
    form.setFieldValue('versions', versions);
    setNested({});
  };

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <PanelSection title={t('customer-contracts.form.terms')}>
          <ContractTermsFields values={values} errors={errors} setFieldValue={form.setFieldValue} />
        </PanelSection>
        <PanelSection title={t('customer-contracts.form.rates')}>
          <Stack>
            {errors.versions && (
              <Alert color="red" variant="light" role="alert">
                {errors.versions}
              </Alert>
            )}
            {values.versions.map((version, index) => (
              <ContractVersionEditor
                key={version.key}
                version={version}
                isFirst={index === 0}
                contractStart={values.validFrom}
                errors={nested}
                onChange={(changed) =>
                  setVersions(values.versions.map((each) => (each.key === version.key ? changed : each)))
                }
                onRemove={() => setVersions(values.versions.filter((each) => each.key !== version.key))}
              />
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => setVersions([...values.versions, copyOfLatest(values.versions)])}
              >
                {t('customer-contracts.form.addVersion')}
              </Button>
            </Group>
          </Stack>
        </PanelSection>
        <Group justify="flex-end">
          <Button type="submit" loading={isPending || form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
