import { Button, Group, Select, Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import {
  type ContractTemplate,
  type ContractTemplateInput,
  type ContractTemplateValues,
  contractMergeFields,
  contractTemplateBodyMaxLength,
  contractTemplateInputSchema,
  contractTemplateNameMaxLength,
} from '@portal/domain/employment-contracts';
import { type Locale, locales } from '@portal/domain/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/lib/form-errors';
import { localeNames } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';

type TemplateValues = { name: string; locale: Locale; body: string };

/** A merge field's text key: `worker.fullName` → `worker-fullName` (a dot would nest the key). */
type MergeFieldKey<F extends string> = F extends `${infer Head}.${infer Tail}` ? `${Head}-${Tail}` : F;
const keyOf = <F extends string>(field: F) => field.replace('.', '-') as MergeFieldKey<F>;

/** The merge field as written in a template. */
const placeholderOf = (field: string) => `{{${field}}}`;

/**
 * A template's name, language and text. The merge fields are listed beside the text: a click writes the
 * field where the cursor is, so no field is mistyped (an unknown one is refused by name).
 */
export function TemplateForm({
  template,
  isPending,
  onSubmit,
  onCancel,
}: {
  template: ContractTemplate | null;
  isPending: boolean;
  onSubmit: (input: ContractTemplateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldsLabel = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const form = useSchemaForm<TemplateValues, ContractTemplateValues>({
    initialValues: {
      name: template?.name ?? '',
      locale: template?.locale ?? 'fi',
      body: template?.body ?? '',
    },
    schema: contractTemplateInputSchema,
    errorFields: { CONTRACT_TEMPLATE_UNKNOWN_FIELD: 'body' },
    // A field outside the list is named, so the writer sees which one to fix.
    issueErrors: (error, values) => {
      const unknown = error.issues.find((issue) => issue.message === 'CONTRACT_TEMPLATE_UNKNOWN_FIELD');
      const field = unknown && 'params' in unknown ? String(unknown.params?.field ?? '') : '';
      return {
        ...fieldErrorsOf(error, values, t),
        ...(unknown ? { body: t('errors.CONTRACT_TEMPLATE_UNKNOWN_FIELD', { field }) } : {}),
      };
    },
    onSubmit: (input) => onSubmit(input),
  });

  const insert = (field: string) => {
    const text = placeholderOf(field);
    const area = bodyRef.current;
    const body = form.values.body;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    form.setValues({ body: body.slice(0, start) + text + body.slice(end) });
    // The cursor goes after the inserted field once the text has been redrawn.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label={t('employment-contracts.templates.name')}
            maxLength={contractTemplateNameMaxLength}
            {...form.field('name')}
          />
          <Select
            label={t('employment-contracts.templates.language')}
            data={locales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
            allowDeselect={false}
            {...form.field('locale')}
            onChange={(value) => value && form.setValues({ locale: value as Locale })}
          />
        </Group>
        <Textarea
          ref={bodyRef}
          label={t('employment-contracts.templates.body')}
          description={t('employment-contracts.templates.bodyHint')}
          rows={14}
          maxLength={contractTemplateBodyMaxLength}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.field('body')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={fieldsLabel}>
            {t('employment-contracts.templates.mergeFields')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={fieldsLabel}>
            {contractMergeFields.map((field) => (
              <UnstyledButton
                key={field}
                onClick={() => insert(field)}
                aria-label={t('employment-contracts.templates.insert', {
                  field: t(`employment-contracts.mergeFields.${keyOf(field)}`),
                })}
                px={8}
                py={2}
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  fontFamily: 'var(--mantine-font-family-monospace)',
                  fontSize: 'var(--mantine-font-size-xs)',
                }}
              >
                {placeholderOf(field)}
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
        <Group>
          <Button type="submit" loading={isPending || form.isSubmitting}>
            {t('employment-contracts.templates.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
