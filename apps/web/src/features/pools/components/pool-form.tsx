import { Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { type PoolArea, poolNameMaxLength } from '@portal/domain/pools/pools';
import { type UpdatePoolInput, updatePoolInputSchema } from '@portal/domain/pools/pools.inputs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfApiError } from '@/lib/form-errors';

export type PoolFormValues = UpdatePoolInput;
type PoolField = keyof PoolFormValues;

const poolFields: readonly PoolField[] = ['name', 'isDefault', 'areaIds'];

/** Domain refusals that belong to one field of the form, shown under it. */
const fieldOfErrorCode: Partial<Record<string, PoolField>> = {
  POOL_AREAS_INVALID: 'areaIds',
  POOL_DEFAULT_REQUIRED: 'isDefault',
};

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
  const [values, setValues] = useState<PoolFormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<PoolField>>({});

  const handleChange = <F extends PoolField>(field: F, value: PoolFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = { ...values, isDefault: values.isDefault || isDefaultLocked };
    const parsed = updatePoolInputSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, candidate, t));
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfErrorCode[error.code] : undefined;
      setErrors(
        field && error instanceof ApiError
          ? { [field]: t(`errors.${error.code}`) }
          : fieldErrorsOfApiError(error, poolFields, t),
      );
    }
  };

  const areaOptions = areas.map((area) => ({ value: area.id, label: areaLabel(area) }));
  // Areas saved earlier that are no longer offered (deleted meanwhile) stay visible until removed.
  for (const areaId of values.areaIds) {
    if (!areaOptions.some((option) => option.value === areaId)) {
      areaOptions.push({ value: areaId, label: areaId });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('pools.form.name')}
          required
          maxLength={poolNameMaxLength}
          value={values.name}
          error={errors.name}
          readOnly={isReadOnly}
          onChange={(event) => handleChange('name', event.currentTarget.value)}
          maw={480}
        />
        <Switch
          label={t('pools.form.isDefault')}
          description={isDefaultLocked ? t('pools.form.isDefaultLocked') : t('pools.form.isDefaultHint')}
          checked={values.isDefault || isDefaultLocked}
          disabled={isDefaultLocked || isReadOnly}
          error={errors.isDefault}
          onChange={(event) => handleChange('isDefault', event.currentTarget.checked)}
        />
        <MultiSelect
          label={t('pools.form.areas')}
          description={t('pools.form.areasHint')}
          placeholder={values.areaIds.length === 0 ? t('pools.form.areasPlaceholder') : undefined}
          nothingFoundMessage={t('pools.form.areasEmpty')}
          data={areaOptions}
          value={values.areaIds}
          error={errors.areaIds}
          searchable
          clearable
          hidePickedOptions
          readOnly={isReadOnly}
          onChange={(areaIds) => handleChange('areaIds', areaIds)}
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
