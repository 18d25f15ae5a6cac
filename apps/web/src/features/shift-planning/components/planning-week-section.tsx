import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatTime } from '@portal/domain/shared';
import type { PlanningAreaWeekDetail } from '@portal/domain/shift-planning';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { FillRateBar } from './fill-rate-bar';
import { PlanningStatusBadge } from './planning-status-badge';
import { usePlanningLabels } from './use-planning-labels';

type PlanningWeekSectionProps = {
  areaName: string;
  week: PlanningAreaWeekDetail;
  /** Opens a shift's detail; without it the rows have no action. */
  onOpenShift?: (shiftId: string) => void;
};

function timeRangeOf(startsAt: string, endsAt: string): string {
  const endDay = formatDate(endsAt);
  const end = endDay === formatDate(startsAt) ? formatTime(endsAt) : `${endDay} ${formatTime(endsAt)}`;
  return `${formatDate(startsAt)} ${formatTime(startsAt)}–${end}`;
}

/** One week of an area: its fill rate, counts and shifts, the ones needing a worker marked. */
export function PlanningWeekSection({ areaName, week, onOpenShift }: PlanningWeekSectionProps) {
  const { t } = useTranslation();
  const labels = usePlanningLabels();
  const title = `${labels.week(week)} · ${labels.weekDays(week)}`;
  const toFill = week.shifts.filter((shift) => shift.needsWorker).length;
  return (
    <PanelSection title={title}>
      <Stack>
        <Group align="flex-start" gap="xl">
          <FillRateBar
            figures={week.figures}
            label={t('shift-planning.figures.barLabel', { area: areaName, week: labels.week(week) })}
          />
          {week.figures.total > 0 && (
            <Text size="sm">
              {t('shift-planning.figures.counts', {
                total: week.figures.total,
                booked: week.figures.booked,
                open: week.figures.open,
                draft: week.figures.draft,
              })}
            </Text>
          )}
        </Group>
        {week.shifts.length === 0 ? (
          <Text c="dimmed">{t('shift-planning.view.noShifts')}</Text>
        ) : (
          <>
            {toFill > 0 && <Text fw={500}>{t('shift-planning.view.toFill', { count: toFill })}</Text>}
            <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
              <Table striped aria-label={t('shift-planning.view.shiftsOf', { week: title })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('shift-planning.shift.time')}</Table.Th>
                    <Table.Th scope="col">{t('shift-planning.shift.title')}</Table.Th>
                    <Table.Th scope="col">{t('shift-planning.shift.role')}</Table.Th>
                    <Table.Th scope="col">{t('shift-planning.shift.status')}</Table.Th>
                    <Table.Th scope="col">{t('shift-planning.shift.worker')}</Table.Th>
                    {onOpenShift && (
                      <Table.Th scope="col">
                        <VisuallyHidden>{t('shift-planning.shift.actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {week.shifts.map((shift) => (
                    <Table.Tr key={shift.id}>
                      <Table.Td>{timeRangeOf(shift.startsAt, shift.endsAt)}</Table.Td>
                      <Table.Td>{shift.title}</Table.Td>
                      <Table.Td>{shift.roleType ?? t('shift-planning.shift.none')}</Table.Td>
                      <Table.Td>
                        <PlanningStatusBadge shift={shift} />
                      </Table.Td>
                      <Table.Td>
                        {shift.workerName ??
                          (shift.reservationCount > 0
                            ? t('shift-planning.shift.requests', { count: shift.reservationCount })
                            : t('shift-planning.shift.none'))}
                      </Table.Td>
                      {onOpenShift && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant={shift.needsWorker ? 'filled' : 'default'}
                            leftSection={<IconExternalLink size={14} aria-hidden />}
                            aria-label={t('shift-planning.shift.openNamed', {
                              title: shift.title,
                              time: timeRangeOf(shift.startsAt, shift.endsAt),
                            })}
                            onClick={() => onOpenShift(shift.id)}
                          >
                            {t('shift-planning.shift.open')}
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </PanelSection>
  );
}
