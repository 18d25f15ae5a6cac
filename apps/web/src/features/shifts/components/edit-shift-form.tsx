import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { careRoleDefinitionsFor } from '@portal/domain/care-roles/care-roles';
import { shiftTimesOn } from '@portal/domain/gigs/gigs.inputs';
import { formatTime, helsinkiDayKey } from '@portal/domain/shared/dates';
import type { ShiftDetail } from '@portal/domain/shifts/shifts';
import { requirementsMaxLength } from '@portal/domain/shifts/shifts.inputs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel, useCareRoleOptions } from '@/hooks/use-care-role-label';
import { notify } from '@/lib/notify';
import { useUpdateShift } from '../api/update-shift';

/** The role options of the account's country (or the UI language), keeping a stored role not on the list. */
function useRoleOptions(current: string | null) {
  const options = useCareRoleOptions();
  const roleLabel = useCareRoleLabel();
  const listed = options.some(
    (option) => current !== null && option.value.toLocaleLowerCase('fi') === current.toLocaleLowerCase('fi'),
  );
  return current && !listed ? [{ value: current, label: roleLabel(current) }, ...options] : options;
}

/**
 * Edit a shift's day, times (Helsinki; an end at or before the start is the next day), role and
 * requirements.
 */
export function EditShiftForm({
  accountId,
  shift,
  onDone,
  onError,
}: {
  accountId: string;
  shift: ShiftDetail;
  onDone: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [day, setDay] = useState(helsinkiDayKey(shift.startsAt));
  const [start, setStart] = useState(formatTime(shift.startsAt));
  const [end, setEnd] = useState(formatTime(shift.endsAt));
  const currentRole =
    shift.roleType === null
      ? null
      : (careRoleDefinitionsFor('FI')
          .concat(careRoleDefinitionsFor('DE'))
          .find((role) => role.label.toLocaleLowerCase('fi') === shift.roleType?.toLocaleLowerCase('fi'))
          ?.label ?? shift.roleType);
  const [role, setRole] = useState<string | null>(currentRole);
  const [requirements, setRequirements] = useState(shift.requirements ?? '');
  const roleOptions = useRoleOptions(currentRole);
  const update = useUpdateShift(accountId, shift.id);
  const complete =
    /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(start) && /^\d{2}:\d{2}$/.test(end);

  const save = async () => {
    if (!complete) {
      return;
    }
    const times = shiftTimesOn(day, start, end);
    try {
      await update.mutateAsync({
        startsAt: times.startsAt.toISOString(),
        endsAt: times.endsAt.toISOString(),
        roleType: role,
        requirements: requirements.trim() || null,
      });
      notify.success({ message: t('shifts.edit.done') });
      onDone();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('shifts.edit.date')}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          required
        />
        <TextInput
          type="time"
          label={t('shifts.edit.start')}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          required
        />
        <TextInput
          type="time"
          label={t('shifts.edit.end')}
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          required
        />
      </Group>
      {complete && end <= start && (
        <Text size="sm" c="dimmed">
          {t('shifts.edit.endsNextDay')}
        </Text>
      )}
      <Select
        label={t('shifts.edit.role')}
        data={roleOptions}
        value={role}
        onChange={setRole}
        clearable
        placeholder={t('shifts.drawer.noRole')}
        comboboxProps={{ withinPortal: false }}
      />
      <Textarea
        label={t('shifts.edit.requirements')}
        value={requirements}
        onChange={(event) => setRequirements(event.currentTarget.value)}
        maxLength={requirementsMaxLength}
        rows={3}
      />
      <Group>
        <Button type="submit" loading={update.isPending} disabled={!complete}>
          {t('shifts.edit.save')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          {t('shifts.edit.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
