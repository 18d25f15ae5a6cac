import { Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import {
  type PoolArea,
  poolNameMaxLength,
  type UpdatePoolInput,
  updatePoolInputSchema,
} from '@portal/domain/pools';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';

export type PoolFormValues = UpdatePoolInput;

export type PoolFormProps = {
  initialValues: PoolFormValues;
  areas: readonly PoolArea[];
  /** The pool is the account's default: the switch stays on (another pool must be made the default). */
  isDefaultLocked?: boolean;
  submitLabel: string;
  isPending: boolean;
  isReadOnly?: boolean;
  /** Saves; a rejection keeps everything typed and shows field errors from the answer. */
  onSubmit: (values: PoolFormValues) => Promise<unknown>;
};

function areaLabel(area: PoolArea): string {
  return area.city ? `${area.name} (${area.city})` : area.name;
}

/** Name, default flag and the areas a pool serves, for both the create and the edit page. */
export function PoolForm({
  initialValues,
  areas,
  isDefaultLocked = false,
  submitLabel,
  isPending,
  isReadOnly = false,
  onSubmit,
}: PoolFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initialValues,
    schema: updatePoolInputSchema,
    toCandidate: (values) => ({ ...values, isDefault: values.isDefault || isDefaultLocked }),
    errorFields: { POOL_AREAS_INVALID: 'areaIds', POOL_DEFAULT_REQUIRED: 'isDefault' },
    onSubmit: (input) => onSubmit(input),
  });
  const { values, errors } = form;

  const areaOptions = areas.map((area) => ({ value: area.id, label: areaLabel(area) }));
  // Areas saved earlier that are no longer offered (deleted meanwhile) stay visible until removed.
  for (const areaId of values.areaIds) {
    if (!areaOptions.some((option) => option.value === areaId)) {
      areaOptions.push({ value: areaId, label: areaId });
    }
  }

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('pools.form.name')}
          maxLength={poolNameMaxLength}
          readOnly={isReadOnly}
          {...form.field('name')}
          maw={480}
        />
        <Switch
          label={t('pools.form.isDefault')}
          description={isDefaultLocked ? t('pools.form.isDefaultLocked') : t('pools.form.isDefaultHint')}
          checked={values.isDefault || isDefaultLocked}
          disabled={isDefaultLocked || isReadOnly}
          error={errors.isDefault}
          onChange={form.checkbox('isDefault').onChange}
        />
        <MultiSelect
          label={t('pools.form.areas')}
          description={t('pools.form.areasHint')}
          placeholder={values.areaIds.length === 0 ? t('pools.form.areasPlaceholder') : undefined}
          nothingFoundMessage={t('pools.form.areasEmpty')}
          data={areaOptions}
          {...form.field('areaIds')}
          searchable
          clearable
          hidePickedOptions
          readOnly={isReadOnly}
          maw={640}
        />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
