import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { type AccountSettings, accountSettingsSchema } from '@portal/domain/accounts/account-settings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfApiError } from '@/lib/form-errors';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { useSaveToasts } from './use-save-toasts';

type SettingsField = keyof AccountSettings;
/** What the inputs hold: a number, or the text being typed ('' when empty). */
type SettingsValues = Record<SettingsField, number | string>;

const settingsFields: readonly SettingsField[] = ['unpaidTime', 'minHoursWithBreak'];

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') {
    return value;
  }
  return value.trim() === '' ? undefined : Number(value);
}

/** Unpaid break and the shift length it starts from, for roles that may change them. */
export function AccountSettingsForm({
  accountId,
  settings,
}: {
  accountId: string;
  settings: AccountSettings;
}) {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const updateSettings = useUpdateAccountSettings(accountId);
  const [values, setValues] = useState<SettingsValues>(settings);
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});

  const handleChange = (field: SettingsField, value: number | string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = {
      unpaidTime: toNumber(values.unpaidTime),
      minHoursWithBreak: toNumber(values.minHoursWithBreak),
    };
    const parsed = accountSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, candidate, t));
      return;
    }
    setErrors({});
    try {
      await updateSettings.mutateAsync(parsed.data);
      toasts.saved();
    } catch (error) {
      setErrors(fieldErrorsOfApiError(error, settingsFields, t));
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('settings.account.unpaidTime')}
            description={t('settings.account.unpaidTimeHint')}
            required
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={0}
            max={120}
            value={values.unpaidTime}
            error={errors.unpaidTime}
            onChange={(value) => handleChange('unpaidTime', value)}
          />
          <NumberInput
            label={t('settings.account.minHoursWithBreak')}
            description={t('settings.account.minHoursWithBreakHint')}
            required
            allowNegative={false}
            clampBehavior="none"
            decimalScale={2}
            step={0.5}
            min={0}
            max={24}
            value={values.minHoursWithBreak}
            error={errors.minHoursWithBreak}
            onChange={(value) => handleChange('minHoursWithBreak', value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={updateSettings.isPending}>
            {t('settings.account.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
