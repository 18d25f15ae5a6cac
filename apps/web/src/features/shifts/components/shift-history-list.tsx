import { List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared/dates';
import { boostTypes } from '@portal/domain/shifts/shift';
import type { ShiftDetail } from '@portal/domain/shifts/shifts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShiftLabels } from './use-shift-labels';

type Entry = ShiftDetail['history'][number];

const changedFields = ['startsAt', 'endsAt', 'roleType', 'requirements'] as const;

/** A shift's history, oldest first: when, what, who, and the detail in words. */
export function ShiftHistoryList({ history }: { history: readonly Entry[] }) {
  const { t } = useTranslation();
  const labels = useShiftLabels();

  // `content` carries data, never a sentence: field names of an edit, "type value" of a boost, a name.
  const detailOf = (entry: Entry): string => {
    if (!entry.content) {
      return '';
    }
    if (entry.state === 'updated') {
      return entry.content
        .split(', ')
        .map((field) =>
          (changedFields as readonly string[]).includes(field)
            ? t(`shifts.history.fields.${field}` as ParseKeys)
            : field,
        )
        .join(', ');
    }
    if (entry.state === 'boosted' || entry.state === 'boost_removed') {
      const [type, value] = entry.content.split(' ');
      if (type && (boostTypes as readonly string[]).includes(type)) {
        return t('shifts.boost.summary', {
          type: labels.boostType(type as (typeof boostTypes)[number]),
          value,
        });
      }
    }
    return entry.content;
  };

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
        const detail = detailOf(entry);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end, so a position keeps its entry.
          <List.Item key={`${entry.date}-${index}`}>
            <Text span fw={500}>
              {formatDateTime(entry.date)}
            </Text>{' '}
            {t(`shifts.history.states.${entry.state}` as ParseKeys, { defaultValue: entry.state })}
            {' – '}
            {entry.processerName || (entry.processer ? '' : t('shifts.history.system'))}
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
