import { Alert, Box, Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatTime } from '@portal/domain/shared';
import type { ShiftDetail } from '@portal/domain/shifts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { isMissingRecord } from '@/components/query-state';
import { ShiftStateBadge } from '@/components/shift-state-badge';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { errorMessageKey } from '@/lib/api-error';
import { useShift } from '../api/get-shift';
import { AssignWorkerPanel } from './assign-worker-panel';
import { BoostControls } from './boost-controls';
import { CancelBookingButton } from './cancel-booking-button';
import { EditShiftForm } from './edit-shift-form';
import { LoadingNote } from './loading-note';
import { ReservationsList } from './reservations-list';
import { ShiftHistoryList } from './shift-history-list';
import { useShiftLabels } from './use-shift-labels';

export type ShiftDetailDrawerProps = {
  accountId: string;
  /** The shift to show; null keeps the drawer empty (closed). */
  shiftId: string | null;
  opened: boolean;
  onClose: () => void;
  /**
   * SLOT for other features' actions on this shift, shown with the drawer's own actions: the shift
   * invitations feature mounts its `InviteWorkerButton` here, e.g.
   * `inviteAction={(shift) => <InviteWorkerButton accountId={accountId} shiftId={shift.id}
   *   areaId={shift.area.id} disabled={!shift.permissions.canInvite} />}`.
   */
  inviteAction?: (shift: ShiftDetail) => ReactNode;
};

function timeRangeOf(startsAt: string, endsAt: string): string {
  const sameDay = formatDate(startsAt) === formatDate(endsAt);
  return `${formatDateTime(startsAt)}–${sameDay ? formatTime(endsAt) : formatDateTime(endsAt)}`;
}

/**
 * One shift in a side drawer: where and when, who works it, who asked for it, its boost and completion,
 * its history, and the actions the user may take now (assign, accept a request, cancel a booking, boost,
 * edit). Used by the calendar and by any screen that lists shifts.
 */
export function ShiftDetailDrawer({
  accountId,
  shiftId,
  opened,
  onClose,
  inviteAction,
}: ShiftDetailDrawerProps) {
  const { t } = useTranslation();
  const shift = useShift(accountId, opened ? shiftId : null);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={shift.data?.title ?? t('shifts.drawer.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shift.isPending && opened && <LoadingNote />}
      {shift.isError && (
        <Alert color="red" role="alert">
          {shiftId && isMissingRecord(shift.error)
            ? t('notFound.record', { id: shiftId })
            : `${t('shifts.drawer.loadError')}: ${t(errorMessageKey(shift.error))}`}
        </Alert>
      )}
      {shift.data && (
        // Keyed by shift: another shift starts without the previous one's message or open form.
        <ShiftDetailBody
          key={shift.data.id}
          accountId={accountId}
          shift={shift.data}
          inviteAction={inviteAction}
        />
      )}
    </Drawer>
  );
}

function ShiftDetailBody({
  accountId,
  shift,
  inviteAction,
}: {
  accountId: string;
  shift: ShiftDetail;
  inviteAction: ShiftDetailDrawerProps['inviteAction'];
}) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const [actionError, onActionError] = useState<unknown>(null);
  const [editing, onEditing] = useState(false);
  const labels = useShiftLabels();
  const actionsId = useId();
  const historyId = useId();
  const { permissions } = shift;
  const address = [shift.area.streetAddress, [shift.area.postcode, shift.area.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const hasCompletion =
    shift.actualStartsAt !== null || shift.confirmedAt !== null || shift.verifiedAt !== null;
  const invite = inviteAction?.(shift);

  return (
    <Stack gap="md">
      {actionError !== null && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => onActionError(null)}
        >
          {t(errorMessageKey(actionError))}
        </Alert>
      )}
      <Group gap="xs">{shift.displayState && <ShiftStateBadge state={shift.displayState} />}</Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="sm">
        <DefinitionItem label={t('shifts.drawer.time')}>
          {timeRangeOf(shift.startsAt, shift.endsAt)}
        </DefinitionItem>
        <DefinitionItem label={t('shifts.drawer.area')}>
          {shift.area.name}
          {address ? (
            <Text size="xs" c="dimmed">
              {address}
            </Text>
          ) : null}
        </DefinitionItem>
        <DefinitionItem label={t('shifts.drawer.gig')}>
          {shift.gigTitle ?? t('shifts.drawer.none')}
        </DefinitionItem>
        <DefinitionItem label={t('shifts.drawer.role')}>
          {shift.roleType ? roleLabel(shift.roleType) : t('shifts.drawer.noRole')}
        </DefinitionItem>
        <DefinitionItem label={t('shifts.drawer.requirements')}>
          {shift.requirements ?? t('shifts.drawer.none')}
        </DefinitionItem>
        <DefinitionItem label={t('shifts.drawer.boost')}>
          {shift.boosted && shift.boostType
            ? t('shifts.boost.summary', {
                type: labels.boostType(shift.boostType),
                value: shift.boostValue ?? '',
              })
            : t('shifts.drawer.notBoosted')}
        </DefinitionItem>
      </SimpleGrid>

      <Box component="dl" m={0}>
        <DefinitionItem label={t('shifts.drawer.worker')}>
          {shift.assignee ? (
            <>
              {shift.assignee.fullName}
              {shift.assignee.profession ? ` (${roleLabel(shift.assignee.profession)})` : ''}
              {shift.assignee.mobile ? (
                <Text size="xs" c="dimmed">
                  {shift.assignee.mobile}
                </Text>
              ) : null}
            </>
          ) : (
            t('shifts.drawer.noWorker')
          )}
        </DefinitionItem>
      </Box>
      {shift.status === 'open' && shift.cancelReason && (
        <Text size="sm" c="dimmed">
          {t('shifts.drawer.cancelled', {
            reason: [labels.cancelReason(shift.cancelReason), shift.cancelNote].filter(Boolean).join(': '),
          })}
        </Text>
      )}

      {hasCompletion && (
        <SimpleGrid
          component="dl"
          m={0}
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          role="group"
          aria-label={t('shifts.drawer.completion')}
        >
          {shift.actualStartsAt && shift.actualEndsAt && (
            <DefinitionItem label={t('shifts.drawer.actualTime')}>
              {timeRangeOf(shift.actualStartsAt, shift.actualEndsAt)}
            </DefinitionItem>
          )}
          {shift.breakMinutes !== null && (
            <DefinitionItem label={t('shifts.drawer.break')}>
              {t('shifts.drawer.breakMinutes', { count: shift.breakMinutes })}
            </DefinitionItem>
          )}
          {shift.kilometres !== null && (
            <DefinitionItem label={t('shifts.drawer.kilometres')}>{shift.kilometres}</DefinitionItem>
          )}
          {shift.workDayType && (
            <DefinitionItem label={t('shifts.drawer.workDayType')}>
              {labels.workDayType(shift.workDayType)}
            </DefinitionItem>
          )}
          {shift.confirmedAt && (
            <DefinitionItem label={t('shifts.drawer.confirmedBy')}>
              {[shift.confirmedBy?.fullName, formatDateTime(shift.confirmedAt)].filter(Boolean).join(', ')}
            </DefinitionItem>
          )}
          {shift.inspectionSentAt && (
            <DefinitionItem label={t('shifts.drawer.inspectionSent')}>
              {formatDateTime(shift.inspectionSentAt)}
            </DefinitionItem>
          )}
          {shift.verifiedAt && (
            <DefinitionItem label={t('shifts.drawer.verifiedBy')}>
              {[shift.verifiedBy?.fullName, formatDateTime(shift.verifiedAt)].filter(Boolean).join(', ')}
            </DefinitionItem>
          )}
        </SimpleGrid>
      )}

      {(shift.reservations.length > 0 || permissions.canAcceptReservation) && (
        <ReservationsList accountId={accountId} shift={shift} onError={(error) => onActionError(error)} />
      )}

      <Divider />
      <Stack gap="sm" component="section" aria-labelledby={actionsId}>
        <Title order={3} size="h5" id={actionsId}>
          {t('shifts.drawer.actions')}
        </Title>
        {permissions.canAssign && (
          <AssignWorkerPanel
            accountId={accountId}
            shiftId={shift.id}
            onError={(error) => onActionError(error)}
          />
        )}
        <Group gap="sm">
          {permissions.canCancelBooking && shift.assignee && (
            <CancelBookingButton
              accountId={accountId}
              shiftId={shift.id}
              workerName={shift.assignee.fullName}
              onError={(error) => onActionError(error)}
            />
          )}
          {permissions.canUpdate && !editing && (
            <Button variant="default" onClick={() => onEditing(true)}>
              {t('shifts.edit.button')}
            </Button>
          )}
          {invite}
        </Group>
        {editing && permissions.canUpdate && (
          <EditShiftForm
            accountId={accountId}
            shift={shift}
            onDone={() => onEditing(false)}
            onError={(error) => onActionError(error)}
          />
        )}
        {(permissions.canBoost || permissions.canRemoveBoost) && (
          <BoostControls
            key={`${shift.id}-${shift.updatedAt}`}
            accountId={accountId}
            shift={shift}
            onError={(error) => onActionError(error)}
          />
        )}
      </Stack>

      <Divider />
      <Stack gap="xs" component="section" aria-labelledby={historyId}>
        <Title order={3} size="h5" id={historyId}>
          {t('shifts.drawer.history')}
        </Title>
        <ShiftHistoryList history={shift.history} />
      </Stack>
    </Stack>
  );
}
