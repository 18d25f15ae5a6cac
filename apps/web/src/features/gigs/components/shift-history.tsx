import { List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { ShiftUpdateEntry } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useShiftHistoryText } from '@/hooks/use-shift-history-text';

/** A shift's history (spec: updates of state, date, who, content), oldest first. */
export function ShiftHistory({ updates, label }: { updates: readonly ShiftUpdateEntry[]; label: string }) {
  const { t } = useTranslation();
  const text = useShiftHistoryText();
  if (updates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('gigs.history.empty')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label={label}>
      {updates.map((entry, index) => {
        const processer = text.processer(entry);
        const detail = text.detail(entry);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end, so a position never changes meaning.
          <List.Item key={index}>
            <Text span fw={500}>
              {formatDateTime(entry.date)}
            </Text>{' '}
            {text.state(entry)}
            {processer ? ` – ${processer}` : ''}
            {detail ? (
              <Text span c="dimmed">
                {' '}
                ({detail})
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
