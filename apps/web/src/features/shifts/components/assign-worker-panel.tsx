import {
  Alert,
  Button,
  Combobox,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime, formatTime } from '@portal/domain/shared/dates';
import type { AssignmentWarningView, ShiftWorker } from '@portal/domain/shifts/shifts';
import { employeeSearchMinLength } from '@portal/domain/worker-blocks/employee-search.contract';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeSearch } from '@/hooks/use-employee-search';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useAssignShift } from '../api/assign-shift';
import { useAssignmentWarnings } from '../api/get-assignment-warnings';
import { capitalised } from './use-shift-labels';

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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const isLongEnough = debounced.length >= employeeSearchMinLength;
  const search = useEmployeeSearch(accountId, debounced);
  const items = isLongEnough ? (search.data?.items ?? []) : [];
  const warnings = useAssignmentWarnings(accountId, shiftId, chosen?.id ?? null);
  const assign = useAssignShift(accountId, shiftId);

  useEffect(() => {
    if (items.length > 0) {
      combobox.selectFirstOption();
    }
  }, [items, combobox.selectFirstOption]);

  const choose = (workerId: string) => {
    const worker = items.find((item) => item.id === workerId);
    combobox.closeDropdown();
    if (worker) {
      setChosen(worker);
    }
  };

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
              ({capitalised(chosen.profession)})
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
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={t('shifts.assign.search')}
          description={t('shifts.assign.searchHint', { count: employeeSearchMinLength })}
          placeholder={t('shifts.assign.searchPlaceholder')}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size={16} /> : null}
          maxLength={100}
          value={text}
          error={
            search.isError
              ? `${t('shifts.assign.searchError')}: ${t(errorMessageKey(search.error))}`
              : undefined
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isLongEnough || (search.isPending && search.isFetching)}>
        <Combobox.Options aria-label={t('shifts.assign.search')}>
          {items.map((worker) => (
            <Combobox.Option value={worker.id} key={worker.id}>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {worker.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {capitalised(worker.profession)}
                </Text>
              </Stack>
            </Combobox.Option>
          ))}
          {items.length === 0 && !search.isFetching && (
            <Combobox.Empty>{t('shifts.assign.noResults')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
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
