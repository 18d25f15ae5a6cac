import {
  Button,
  FileInput,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type LicenceCheckKind,
  type LicenceCheckResult,
  type LicenceRegister,
  licenceCheckKinds,
  licenceCheckResults,
  licenceRegisters,
  type RecordLicenceCheckInput,
  recordLicenceCheckInputSchema,
} from '@portal/domain/licence-checks';
import { isErrorCode } from '@portal/domain/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { useCareRoleOptions } from '@/hooks/use-care-role-label';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { evidenceTypes } from '../api/licence-evidence';
import { useLicenceLabels } from './use-licence-labels';

type CheckValues = {
  kind: LicenceCheckKind;
  register: LicenceRegister;
  registrationNumber: string;
  result: LicenceCheckResult;
  registerShowed: string;
  scope: string[];
  validFrom: string;
  validUntil: string;
};

export type LicenceCheckFormProps = {
  profession: string | null;
  isPending: boolean;
  onSubmit: (body: RecordLicenceCheckInput, evidence: File | null) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * What the checker saw in the register: where they looked, the registration number, the result, what the
 * register showed, the professions the right covers and its validity, with a screenshot or PDF. Who checked
 * and when are recorded by the server.
 */
export function LicenceCheckForm({ profession, isPending, onSubmit, onCancel }: LicenceCheckFormProps) {
  const { t } = useTranslation();
  const labels = useLicenceLabels();
  const roleOptions = useCareRoleOptions();
  const [evidence, setEvidence] = useState<File | null>(null);
  const form = useSchemaForm<CheckValues, RecordLicenceCheckInput>({
    initialValues: {
      kind: 'professional_licence',
      register: 'terhikki',
      registrationNumber: '',
      result: 'confirmed',
      registerShowed: '',
      scope: profession ? [profession] : [],
      validFrom: '',
      validUntil: '',
    },
    schema: recordLicenceCheckInputSchema,
    required: ['kind', 'register', 'result'],
    toCandidate: (values) => ({
      ...values,
      validFrom: values.validFrom === '' ? null : values.validFrom,
      validUntil: values.validUntil === '' ? null : values.validUntil,
    }),
    // The rules of the check carry their own codes (errors.<CODE>); other problems get the usual texts.
    issueErrors: (error, values) => {
      const errors = fieldErrorsOf(error, values, t);
      for (const issue of error.issues) {
        const field = issue.path[0] as keyof CheckValues | undefined;
        if (field && issue.code === 'custom' && isErrorCode(issue.message)) {
          errors[field] = t(`errors.${issue.message}`);
        }
      }
      return errors;
    },
    onSubmit: (input) => onSubmit(input, evidence),
  });
  const isPermit = form.values.kind === 'work_permit';
  // Scope options: the account's role list, plus a stored profession from the other list.
  const scopeOptions = [
    ...roleOptions,
    ...form.values.scope
      .filter((role) => !roleOptions.some((option) => option.value === role))
      .map((role) => ({ value: role, label: role })),
  ];

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('licence-checks.form.title')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('licence-checks.form.kind')}
            data={licenceCheckKinds.map((kind) => ({ value: kind, label: labels.kind(kind) }))}
            allowDeselect={false}
            {...form.field('kind')}
            onChange={(value) => {
              if (value) {
                const kind = value as LicenceCheckKind;
                form.setValues({
                  kind,
                  register: kind === 'work_permit' ? 'residence-permit' : 'terhikki',
                  scope: kind === 'work_permit' ? [] : form.values.scope,
                });
              }
            }}
          />
          <Select
            label={t('licence-checks.form.register')}
            data={licenceRegisters.map((register) => ({ value: register, label: labels.register(register) }))}
            allowDeselect={false}
            {...form.field('register')}
            onChange={(value) => value && form.setFieldValue('register', value as LicenceRegister)}
          />
          <TextInput
            label={t('licence-checks.form.registrationNumber')}
            description={t('licence-checks.form.registrationNumberHint')}
            maxLength={40}
            {...form.field('registrationNumber')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('licence-checks.form.result')}
            data={licenceCheckResults.map((result) => ({ value: result, label: labels.result(result) }))}
            allowDeselect={false}
            {...form.field('result')}
            onChange={(value) => value && form.setFieldValue('result', value as LicenceCheckResult)}
          />
          <DateField label={t('licence-checks.form.validFrom')} clearable {...form.field('validFrom')} />
          <DateField
            label={t('licence-checks.form.validUntil')}
            description={t('licence-checks.form.validUntilHint')}
            clearable
            {...form.field('validUntil')}
          />
        </SimpleGrid>
        {!isPermit && (
          <MultiSelect
            label={t('licence-checks.form.scope')}
            description={t('licence-checks.form.scopeHint')}
            data={scopeOptions}
            searchable
            {...form.field('scope')}
            onChange={(value) => form.setFieldValue('scope', value)}
          />
        )}
        <Textarea
          label={t('licence-checks.form.registerShowed')}
          description={t('licence-checks.form.registerShowedHint')}
          rows={3}
          maxLength={2000}
          {...form.field('registerShowed')}
        />
        <FileInput
          label={t('licence-checks.form.evidence')}
          description={t('licence-checks.form.evidenceHint')}
          accept={evidenceTypes}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
          value={evidence}
          onChange={setEvidence}
        />
        <Group>
          <Button type="submit" loading={isPending || form.isSubmitting}>
            {t('licence-checks.form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('licence-checks.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
