import { Text, Timeline } from '@mantine/core';
import type { ConfirmationDetail } from '@portal/domain/confirmations/confirmations';
import { formatDateTime } from '@portal/domain/shared/dates';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { useConfirmationLabels } from './use-confirmation-labels';

/** Every entry of the shift's history, oldest first: what happened, when, by whom, and its detail. */
export function ConfirmationHistory({ updates }: { updates: ConfirmationDetail['updates'] }) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  return (
    <PanelSection title={t('confirmations.view.history')}>
      {updates.length === 0 ? (
        <Text>{t('confirmations.view.historyEmpty')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={updates.length - 1} component="ol">
          {updates.map((entry, index) => (
            <Timeline.Item
              // The history only grows, so an entry's place is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
              key={index}
              component="li"
              title={labels.historyState(entry.state)}
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.date)} · {entry.processerName ?? t('confirmations.view.system')}
              </Text>
              {entry.content && <Text size="sm">{entry.content}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </PanelSection>
  );
}
