import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type AccountSettings, accountSettingsSchema } from '@portal/domain/accounts';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { useSaveToasts } from './use-save-toasts';

/** What the inputs hold: a number, or the text being typed ('' when empty). */
type SettingsValues = Record<keyof AccountSettings, number | string>;

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
  const form = useSchemaForm({
    initialValues: settings as SettingsValues,
    schema: accountSettingsSchema,
    toCandidate: (values) => ({
      unpaidTime: toNumber(values.unpaidTime),
      minHoursWithBreak: toNumber(values.minHoursWithBreak),
    }),
    onSubmit: async (input) => {
      await updateSettings.mutateAsync(input);
      toasts.saved();
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DecimalInput
            label={t('settings.account.unpaidTime')}
            description={t('settings.account.unpaidTimeHint')}
            min={0}
            max={120}
            {...form.field('unpaidTime')}
          />
          <DecimalInput
            label={t('settings.account.minHoursWithBreak')}
            description={t('settings.account.minHoursWithBreakHint')}
            decimalScale={2}
            step={0.5}
            min={0}
            max={24}
            {...form.field('minHoursWithBreak')}
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
