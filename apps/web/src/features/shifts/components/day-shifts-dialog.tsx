import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatTime, helsinkiDayStart } from '@portal/domain/shared';
import type { CalendarShift } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { ShiftStateBadge } from '@/components/shift-state-badge';
import { shiftStateStyles } from '@/components/shift-state-style';
import type { MonthDayOverflow } from './month-days';

type Props = {
  /** The day whose "+N more" link was followed; null when the dialog is closed. */
  overflow: MonthDayOverflow | null;
  areaNames: ReadonlyMap<string, string>;
  onShiftClick: (shiftId: string) => void;
  onOpenDayView: (day: string) => void;
  onClose: () => void;
};

/** Every shift of one month-view day, each opening its detail; the day view is one click away. */
export function DayShiftsDialog({ overflow, areaNames, onShiftClick, onOpenDayView, onClose }: Props) {
  const { t } = useTranslation();
  const date = overflow ? formatDate(helsinkiDayStart(overflow.day)) : '';
  return (
    <Modal
      opened={overflow !== null}
      onClose={onClose}
      title={t('shifts.calendar.dayDialogTitle', { date })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {overflow && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm">{t('shifts.calendar.dayDialogCount', { total: overflow.shifts.length })}</Text>
            <Button variant="default" size="xs" onClick={() => onOpenDayView(overflow.day)}>
              {t('shifts.calendar.openDayView')}
            </Button>
          </Group>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {overflow.shifts.map((shift) => (
              <li key={shift.id}>
                <DayShiftButton
                  shift={shift}
                  area={areaNames.get(shift.areaId) ?? ''}
                  onClick={() => onShiftClick(shift.id)}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

function DayShiftButton({
  shift,
  area,
  onClick,
}: {
  shift: CalendarShift;
  area: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const style = shiftStateStyles[shift.displayState];
  return (
    <UnstyledButton
      onClick={onClick}
      w="100%"
      p={6}
      style={{ borderLeft: `4px solid ${style.border}`, borderRadius: 4, background: style.background }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ShiftStateBadge state={shift.displayState} />
        <Stack gap={0}>
          <Text size="sm" fw={600} c={style.text}>
            {formatTime(shift.startsAt)}–{formatTime(shift.endsAt)} {shift.title}
          </Text>
          <Text size="xs" c={style.text}>
            {area} · {shift.assigneeName ?? t('shifts.calendar.unassigned')}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
