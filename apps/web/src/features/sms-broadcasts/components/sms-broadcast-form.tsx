import { Button, Group, MultiSelect, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { careRoleDefinitionsFor } from '@portal/domain/care-roles';
import { finnishRegions } from '@portal/domain/geocoding';
import { countSmsSegments } from '@portal/domain/messaging';
import type { ErrorCode } from '@portal/domain/shared';
import {
  type SmsBroadcast,
  type SmsBroadcastInput,
  smsBroadcastInputSchema,
  smsBroadcastIssues,
} from '@portal/domain/sms-broadcasts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SmsCounter } from '@/components/sms-counter';
import { useCareRoleCountry, useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useSchemaForm } from '@/lib/use-schema-form';

type Values = { title: string; message: string; region: string | null; cities: string[]; roles: string[] };

export const valuesOf = (broadcast: SmsBroadcast | null): Values => ({
  title: broadcast?.title ?? '',
  message: broadcast?.message ?? '',
  region: broadcast?.targets.region ?? null,
  cities: broadcast?.targets.cities ?? [],
  roles: broadcast?.targets.roles ?? [],
});

const issueFields: Record<string, keyof Values> = {
  [smsBroadcastIssues.titleRequired]: 'title',
  [smsBroadcastIssues.textRequired]: 'message',
  [smsBroadcastIssues.targetRequired]: 'region',
};

/**
 * The bulk SMS editor (spec §5: title and text required, at least one target): title, the text with the
 * live character and segment counter, and the targets — a region, cities and roles.
 */
export function SmsBroadcastForm({
  broadcast,
  isPending,
  onSubmit,
  onChange,
}: {
  broadcast: SmsBroadcast | null;
  isPending: boolean;
  onSubmit: (input: SmsBroadcastInput) => Promise<unknown>;
  /** Told whether the form differs from the saved draft (sending sends the saved one). */
  onChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  const roleLabel = useCareRoleLabel();
  const roles = careRoleDefinitionsFor(useCareRoleCountry()).map((role) => ({
    value: role.label,
    label: roleLabel(role.label),
  }));
  const form = useSchemaForm({
    initialValues: valuesOf(broadcast),
    schema: smsBroadcastInputSchema,
    toCandidate: (values: Values) => ({
      title: values.title,
      message: values.message,
      targets: { region: values.region, cities: values.cities, roles: values.roles },
    }),
    issueErrors: (error: z.ZodError) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const issue of error.issues) {
        const field = issueFields[issue.message];
        if (field && !errors[field]) {
          errors[field] = t(`errors.${issue.message as ErrorCode}`);
        }
      }
      return errors;
    },
    onSubmit: async (input) => {
      await onSubmit(input);
      onChange?.(false);
    },
  });
  const change = <F extends keyof Values>(field: F) => ({
    ...form.field(field),
    onChange: (value: unknown) => {
      form.field(field).onChange(value);
      onChange?.(true);
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <TextInput label={t('sms-broadcasts.fields.title')} {...change('title')} required />
        <Textarea
          label={t('sms-broadcasts.fields.message')}
          {...change('message')}
          description={<SmsCounter count={countSmsSegments(form.values.message)} id={counterId} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={5}
          required
        />
        <Select
          label={t('sms-broadcasts.fields.region')}
          placeholder={t('sms-broadcasts.fields.anyRegion')}
          data={[...finnishRegions]}
          searchable
          clearable
          {...change('region')}
        />
        <TagsInput
          label={t('sms-broadcasts.fields.cities')}
          description={t('sms-broadcasts.fields.citiesHint')}
          {...change('cities')}
        />
        <MultiSelect label={t('sms-broadcasts.fields.roles')} data={roles} searchable {...change('roles')} />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('sms-broadcasts.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
