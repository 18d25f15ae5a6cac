import { List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared/dates';
import type { ShiftUpdateEntry } from '@portal/domain/shifts/shift';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A shift's history (spec: updates of state, date, who, content), oldest first. */
export function ShiftHistory({ updates, label }: { updates: readonly ShiftUpdateEntry[]; label: string }) {
  const { t } = useTranslation();
  if (updates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('gigs.history.empty')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label={label}>
      {updates.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end, so a position never changes meaning.
        <List.Item key={index}>
          <Text span fw={500}>
            {formatDateTime(entry.date)}
          </Text>{' '}
          {t(`gigs.history.states.${entry.state}` as ParseKeys, { defaultValue: entry.state })}
          {entry.processerName ? ` – ${entry.processerName}` : ''}
          {entry.content ? (
            <Text span c="dimmed">
              {' '}
              ({entry.content})
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
