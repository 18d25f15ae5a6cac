import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { careRoleDefinitionsFor } from '@portal/domain/care-roles';
import { shiftTimesOn } from '@portal/domain/gigs';
import { formatTime, helsinkiDayKey, isDayKey, isWallTime } from '@portal/domain/shared';
import type { ShiftDetail } from '@portal/domain/shifts';
import { requirementsMaxLength, updateShiftInputSchema } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import { useCareRoleLabel, useCareRoleOptions } from '@/hooks/use-care-role-label';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
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
  const currentRole =
    shift.roleType === null
      ? null
      : (careRoleDefinitionsFor('FI')
          .concat(careRoleDefinitionsFor('DE'))
          .find((role) => role.label.toLocaleLowerCase('fi') === shift.roleType?.toLocaleLowerCase('fi'))
          ?.label ?? shift.roleType);
  const roleOptions = useRoleOptions(currentRole);
  const update = useUpdateShift(accountId, shift.id);
  const form = useSchemaForm({
    initialValues: {
      day: helsinkiDayKey(shift.startsAt),
      start: formatTime(shift.startsAt),
      end: formatTime(shift.endsAt),
      roleType: currentRole,
      requirements: shift.requirements ?? '',
    },
    schema: updateShiftInputSchema,
    // The day and times become instants: the schema cannot tell which of them is missing.
    required: ['day', 'start', 'end'],
    toCandidate: ({ day, start, end, roleType, requirements }) => {
      const times = shiftTimesOn(day, start, end);
      return {
        startsAt: times.startsAt.toISOString(),
        endsAt: times.endsAt.toISOString(),
        roleType,
        requirements: requirements.trim() || null,
      };
    },
    onSubmit: async (input) => {
      try {
        await update.mutateAsync(input);
      } catch (error) {
        // The drawer shows why above its actions (the shift mutations show their failures inline).
        onError(error);
        return;
      }
      notify.success({ message: t('shifts.edit.done') });
      onDone();
    },
  });
  const { day, start, end } = form.values;
  const complete = isDayKey(day) && isWallTime(start) && isWallTime(end);

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        if (complete) {
          form.onSubmit(event);
        } else {
          event.preventDefault();
        }
      }}
    >
      <Group grow align="flex-start">
        <DateField
          label={t('shifts.edit.date')}
          {...form.field('day')}
          popoverProps={{ withinPortal: false }}
        />
        <TimeField
          label={t('shifts.edit.start')}
          {...form.field('start')}
          popoverProps={{ withinPortal: false }}
        />
        <TimeField
          label={t('shifts.edit.end')}
          {...form.field('end')}
          popoverProps={{ withinPortal: false }}
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
        {...form.field('roleType')}
        clearable
        placeholder={t('shifts.drawer.noRole')}
        comboboxProps={{ withinPortal: false }}
      />
      <Textarea
        label={t('shifts.edit.requirements')}
        {...form.field('requirements')}
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
