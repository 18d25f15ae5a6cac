import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAcceptReservation } from '../api/accept-reservation';
import { useBookingConfirmations } from '../api/get-bookings';
import { type ActionCenterTabProps, ListFrame } from './list-frame';
import { ShiftHeading, shiftName } from './shift-heading';

/** Open future shifts that workers asked for: confirm one of them and the shift is booked for that worker. */
export function BookingsTab({ accountId, query, onPageChange }: ActionCenterTabProps) {
  const { t } = useTranslation();
  const list = useBookingConfirmations(accountId, query);
  const accept = useAcceptReservation(accountId);

  const confirm = (shiftId: string, worker: { id: string; fullName: string }) =>
    accept.mutate(
      { shiftId, workerId: worker.id },
      {
        onSuccess: () =>
          notify.success({ message: t('action-center.bookings.done', { name: worker.fullName }) }),
      },
    );

  return (
    <ListFrame
      list={list}
      emptyText={t('action-center.bookings.empty')}
      query={query}
      onPageChange={onPageChange}
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data?.items.map((shift) => (
          <Paper component="li" withBorder p="md" key={shift.id}>
            <Stack gap="xs">
              <ShiftHeading shift={shift} />
              <Text size="sm" c="dimmed">
                {t('action-center.bookings.requests', { count: shift.reservations.length })}
              </Text>
              {shift.reservations.map((worker) => (
                <Group key={worker.id} justify="space-between" wrap="nowrap">
                  <Text>{worker.fullName}</Text>
                  <Button
                    size="xs"
                    onClick={() => confirm(shift.id, worker)}
                    loading={
                      accept.isPending &&
                      accept.variables?.shiftId === shift.id &&
                      accept.variables.workerId === worker.id
                    }
                    disabled={accept.isPending}
                    aria-label={t('action-center.bookings.confirmLabel', {
                      name: worker.fullName,
                      shift: shiftName(shift),
                    })}
                  >
                    {t('action-center.bookings.confirm')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </ListFrame>
  );
}
