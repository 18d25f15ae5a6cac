import { Group, Stack, Text } from '@mantine/core';
import type { AccountSettings } from '@portal/domain/accounts';
import { useTranslation } from 'react-i18next';

/** The account settings as text, for roles that may read but not change them. */
export function AccountSettingsView({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('settings.account.unpaidTime'), value: settings.unpaidTime },
    { label: t('settings.account.minHoursWithBreak'), value: settings.minHoursWithBreak },
  ];
  return (
    <Stack gap="sm">
      <Stack gap={6} component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text component="dt">{row.label}</Text>
            <Text component="dd" m={0} fw={700}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text c="dimmed" size="sm">
        {t('settings.account.readOnly')}
      </Text>
    </Stack>
  );
}
