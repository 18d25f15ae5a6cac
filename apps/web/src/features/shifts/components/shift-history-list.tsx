import { List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { ShiftDetail } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useShiftHistoryText } from '@/hooks/use-shift-history-text';

type Entry = ShiftDetail['history'][number];

/** A shift's history, oldest first: when, what, who, and the detail in words. */
export function ShiftHistoryList({ history }: { history: readonly Entry[] }) {
  const { t } = useTranslation();
  const text = useShiftHistoryText();

  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('shifts.drawer.historyEmpty')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label={t('shifts.drawer.historyLabel')}>
      {history.map((entry, index) => {
        const detail = text.detail(entry);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end, so a position keeps its entry.
          <List.Item key={`${entry.date}-${index}`}>
            <Text span fw={500}>
              {formatDateTime(entry.date)}
            </Text>{' '}
            {text.state(entry)}
            {' – '}
            {text.processer(entry)}
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
