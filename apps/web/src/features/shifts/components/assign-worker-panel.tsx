import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime, formatTime } from '@portal/domain/shared';
import type { AssignmentWarningView, ShiftWorker } from '@portal/domain/shifts';
import { workerSearchMinLength } from '@portal/domain/worker-blocks';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useWorkerSearch } from '@/hooks/use-worker-search';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useAssignShift } from '../api/assign-shift';
import { useAssignmentWarnings } from '../api/get-assignment-warnings';

type Chosen = Pick<ShiftWorker, 'id' | 'fullName' | 'profession'>;

/**
 * Booking a worker in two steps: find the worker (confirmed workers of the account's pools, up to ten),
 * then read the warnings (another shift that day, a night shift, a block) and only then confirm. A worker
 * who cannot be booked at all (role, not in the pools) is told at the second step, before saving.
 */
export function AssignWorkerPanel({
  accountId,
  shiftId,
  onError,
}: {
  accountId: string;
  shiftId: string;
  /** The drawer shows a failed booking (someone else was quicker) where the user looks. */
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const { text, setText, query, isLongEnough } = useWorkerSearchText(workerSearchMinLength);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const search = useWorkerSearch(accountId, query);
  const warnings = useAssignmentWarnings(accountId, shiftId, chosen?.id ?? null);
  const assign = useAssignShift(accountId, shiftId);

  const confirm = async () => {
    if (!chosen) {
      return;
    }
    try {
      await assign.mutateAsync(chosen.id);
      notify.success({ message: t('shifts.assign.done', { name: chosen.fullName }) });
      setChosen(null);
      setText('');
    } catch (error) {
      onError(error);
    }
  };

  if (chosen) {
    return (
      <Stack gap="sm">
        <Text fw={500}>
          {chosen.fullName}
          {chosen.profession ? (
            <Text span c="dimmed">
              {' '}
              ({roleLabel(chosen.profession)})
            </Text>
          ) : null}
        </Text>
        {warnings.isPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('shifts.assign.checking')}</Text>
          </Group>
        )}
        {warnings.isError && (
          <Alert color="red" role="alert">
            {t(errorMessageKey(warnings.error))}
          </Alert>
        )}
        {warnings.data && warnings.data.warnings.length === 0 && (
          <Text size="sm">{t('shifts.assign.noWarnings')}</Text>
        )}
        {warnings.data && warnings.data.warnings.length > 0 && (
          <Alert
            color="yellow"
            title={t('shifts.assign.warningsTitle')}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            <List size="sm" spacing={4}>
              {warnings.data.warnings.map((warning) => (
                <List.Item key={warning.code === 'WORKER_BLOCKED' ? warning.block.id : warning.code}>
                  <WarningText warning={warning} />
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group>
          <Button onClick={() => void confirm()} loading={assign.isPending} disabled={!warnings.isSuccess}>
            {t('shifts.assign.confirm', { name: chosen.fullName })}
          </Button>
          <Button variant="default" onClick={() => setChosen(null)} disabled={assign.isPending}>
            {t('shifts.assign.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <WorkerSearchInput
      label={t('shifts.assign.search')}
      description={t('shifts.assign.searchHint', { count: workerSearchMinLength })}
      placeholder={t('shifts.assign.searchPlaceholder')}
      noResults={t('shifts.assign.noResults')}
      searchError={t('shifts.assign.searchError')}
      icon={<IconUserPlus size={16} aria-hidden />}
      text={text}
      onTextChange={setText}
      results={search}
      isLongEnough={isLongEnough}
      describe={(worker) => (worker.profession ? roleLabel(worker.profession) : '')}
      onChoose={setChosen}
      maxLength={100}
    />
  );
}

function WarningText({ warning }: { warning: AssignmentWarningView }) {
  const { t } = useTranslation();
  switch (warning.code) {
    case 'SAME_DAY_SHIFT':
      return (
        <>
          {t('shifts.assign.warnings.SAME_DAY_SHIFT')}
          {warning.shifts.map((other) => (
            <Text key={other.id} size="sm" c="dimmed">
              {formatDateTime(other.startsAt)}–{formatTime(other.endsAt)} {other.title}, {other.areaName}
            </Text>
          ))}
        </>
      );
    case 'SHIFT_ENDS_NEXT_DAY':
      return <>{t('shifts.assign.warnings.SHIFT_ENDS_NEXT_DAY')}</>;
    default:
      return (
        <>
          {t('shifts.assign.warnings.WORKER_BLOCKED')}
          {warning.block.areaNames.length > 0 ? ` (${warning.block.areaNames.join(', ')})` : ''}
          <Text size="sm" c="dimmed">
            {t('shifts.assign.warnings.blockReason', { reason: warning.block.reason })}
          </Text>
        </>
      );
  }
}
