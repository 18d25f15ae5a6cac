import { Progress, Stack, Text } from '@mantine/core';
import type { SmsBroadcastProgress } from '@portal/domain/sms-broadcasts';
import { useTranslation } from 'react-i18next';

/** Sent, failed and total of a broadcast whose sending has started, as a bar and as numbers. */
export function SmsProgress({ progress }: { progress: SmsBroadcastProgress }) {
  const { t } = useTranslation();
  const part = (value: number) => (progress.total === 0 ? 0 : (value / progress.total) * 100);
  const label = t('sms-broadcasts.progress.label', {
    sent: progress.sent,
    failed: progress.failed,
    total: progress.total,
  });
  return (
    <Stack gap={4}>
      {/* Each section is a progressbar of its own and needs its own name; a plain div may not carry a label
          (axe: aria-progressbar-name, aria-prohibited-attr), so the bar is a named group. */}
      <Progress.Root size="sm" role="group" aria-label={label}>
        <Progress.Section
          value={part(progress.sent)}
          color="green"
          aria-label={t('sms-broadcasts.recipientStatuses.sent')}
        />
        <Progress.Section
          value={part(progress.failed)}
          color="red"
          aria-label={t('sms-broadcasts.recipientStatuses.failed')}
        />
        <Progress.Section
          value={part(progress.optedOut)}
          color="yellow"
          aria-label={t('sms-broadcasts.recipientStatuses.opted_out')}
        />
      </Progress.Root>
      <Text size="xs">{label}</Text>
    </Stack>
  );
}
