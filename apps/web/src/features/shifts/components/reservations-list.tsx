import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ShiftDetail } from '@portal/domain/shifts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { notify } from '@/lib/notify';
import { useAcceptReservation } from '../api/accept-reservation';

/** Workers who asked for the shift; staff accept one, which books the shift for them. */
export function ReservationsList({
  accountId,
  shift,
  onError,
}: {
  accountId: string;
  shift: ShiftDetail;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const titleId = useId();
  const accept = useAcceptReservation(accountId, shift.id);

  const acceptWorker = async (workerId: string, name: string) => {
    try {
      await accept.mutateAsync(workerId);
      notify.success({ message: t('shifts.drawer.reservationAccepted', { name }) });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('shifts.drawer.reservations')}
      </Title>
      {shift.reservations.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shifts.drawer.noReservations')}
        </Text>
      )}
      {shift.reservations.map((worker) => (
        <Group key={worker.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {worker.fullName}
            {worker.profession ? (
              <Text span c="dimmed">
                {' '}
                ({roleLabel(worker.profession)})
              </Text>
            ) : null}
          </Text>
          {shift.permissions.canAcceptReservation && (
            <Button
              size="xs"
              variant="light"
              loading={accept.isPending && accept.variables === worker.id}
              disabled={accept.isPending}
              onClick={() => void acceptWorker(worker.id, worker.fullName)}
            >
              {t('shifts.drawer.acceptReservation', { name: worker.fullName })}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
