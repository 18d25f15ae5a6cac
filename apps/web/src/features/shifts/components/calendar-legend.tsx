import { Group, Text } from '@mantine/core';
import { shiftDisplayStates } from '@portal/domain/shifts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShiftStateBadge } from '@/components/shift-state-badge';

/** Which colour means which state. */
export function CalendarLegend() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Group gap="xs" component="section" aria-labelledby={titleId}>
      <Text size="sm" fw={500} id={titleId}>
        {t('shifts.calendar.legend')}:
      </Text>
      {shiftDisplayStates.map((state) => (
        <ShiftStateBadge key={state} state={state} />
      ))}
    </Group>
  );
}
