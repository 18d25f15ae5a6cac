import { Text, Timeline } from '@mantine/core';
import type { ConfirmationDetail } from '@portal/domain/confirmations';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { useShiftHistoryText } from '@/hooks/use-shift-history-text';

/** Every entry of the shift's history, oldest first: what happened, when, by whom, and its detail. */
export function ConfirmationHistory({ updates }: { updates: ConfirmationDetail['updates'] }) {
  const { t } = useTranslation();
  const text = useShiftHistoryText();
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
              title={text.state(entry)}
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.date)} · {text.processer(entry) || t('confirmations.view.system')}
              </Text>
              {text.detail(entry) && <Text size="sm">{text.detail(entry)}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </PanelSection>
  );
}
