import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountSettings } from '@portal/domain/accounts';
import {
  type ActionCenterShift,
  completionDefaults,
  completionPaidHours,
  completionProblem,
  defaultBreakMinutes,
  maxCompletionMinutes,
  workedMinutes,
} from '@portal/domain/action-center';
import { type WorkDayType, workDayTypes } from '@portal/domain/shifts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/components/date-time-field';
import { DecimalInput } from '@/components/decimal-input';
import { useWorkDayTypeLabel } from '@/hooks/use-enum-labels';
import { ApiError } from '@/lib/api-error';
import { notify, notifyFailure } from '@/lib/notify';
import { useFocusFirstError } from '@/lib/use-schema-form';
import { useCompleteShift } from '../api/complete-shift';
import { fromHelsinkiInput, toHelsinkiInput } from './helsinki-time';
import { ShiftHeading, shiftName } from './shift-heading';

type Values = {
  start: string;
  end: string;
  breakMinutes: number | string;
  kilometrikorvaus: number | string;
  workDayType: WorkDayType;
};
type Field = 'start' | 'end' | 'breakMinutes' | 'kilometrikorvaus';

function initialValues(shift: ActionCenterShift, breakRule: AccountSettings): Values {
  const defaults = completionDefaults(shift, breakRule);
  return {
    start: toHelsinkiInput(defaults.actualStartsAt),
    end: toHelsinkiInput(defaults.actualEndsAt),
    breakMinutes: defaults.breakMinutes,
    kilometrikorvaus: defaults.kilometrikorvaus,
    workDayType: defaults.workDayType,
  };
}

function asNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.replace(',', '.'));
}

/** The form's problems, each as a translation key, for the fields a user can fix. */
function problemsOf(values: Values): Partial<Record<Field, string>> {
  const start = fromHelsinkiInput(values.start);
  const end = fromHelsinkiInput(values.end);
  if (!start || !end) {
    return {
      ...(start ? {} : { start: 'action-center.completion.errors.time' }),
      ...(end ? {} : { end: 'action-center.completion.errors.time' }),
    };
  }
  const breakMinutes = asNumber(values.breakMinutes);
  if (!Number.isInteger(breakMinutes) || breakMinutes < 0 || values.breakMinutes === '') {
    return { breakMinutes: 'action-center.completion.errors.breakNumber' };
  }
  const kilometres = values.kilometrikorvaus === '' ? 0 : asNumber(values.kilometrikorvaus);
  if (!(kilometres >= 0)) {
    return { kilometrikorvaus: 'action-center.completion.errors.kilometres' };
  }
  const problem = completionProblem({ actualStartsAt: start, actualEndsAt: end, breakMinutes });
  if (problem?.field === 'actualEndsAt') {
    return {
      end:
        workedMinutes(start, end) > maxCompletionMinutes
          ? 'action-center.completion.errors.tooLong'
          : 'action-center.completion.errors.endBeforeStart',
    };
  }
  if (problem?.field === 'breakMinutes') {
    return { breakMinutes: 'action-center.completion.errors.breakTooLong' };
  }
  return {};
}

/**
 * One ended shift's real hours: start and end prefilled from the plan (Helsinki time), the break from the
 * account's break rule (it follows the times until the user changes it), kilometres and the work-day type.
 */
export function CompletionForm({
  accountId,
  shift,
  breakRule,
}: {
  accountId: string;
  shift: ActionCenterShift;
  breakRule: AccountSettings;
}) {
  const { t } = useTranslation();
  const workDayTypeLabel = useWorkDayTypeLabel();
  const titleId = useId();
  const [values, setValues] = useState(() => initialValues(shift, breakRule));
  const [isBreakEdited, setBreakEdited] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const complete = useCompleteShift(accountId, shift.id);
  const focusFirstError = useFocusFirstError();

  const problems = problemsOf(values);
  const errorOf = (field: Field) =>
    showProblems && problems[field]
      ? t(problems[field] as 'action-center.completion.errors.time')
      : undefined;

  const setTimes = (field: 'start' | 'end', value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      const start = fromHelsinkiInput(next.start);
      const end = fromHelsinkiInput(next.end);
      // Until the user sets the break, it is what the account's rule gives for the times entered.
      if (!isBreakEdited && start && end) {
        next.breakMinutes = defaultBreakMinutes(start, end, breakRule);
      }
      return next;
    });
  };

  const start = fromHelsinkiInput(values.start);
  const end = fromHelsinkiInput(values.end);
  const paidHours =
    start && end && Object.keys(problems).length === 0
      ? completionPaidHours({
          actualStartsAt: start,
          actualEndsAt: end,
          breakMinutes: asNumber(values.breakMinutes),
        })
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (!start || !end || Object.keys(problems).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    complete.mutate(
      {
        actualStartsAt: start,
        actualEndsAt: end,
        breakMinutes: asNumber(values.breakMinutes),
        kilometrikorvaus: asNumber(values.kilometrikorvaus) || 0,
        workDayType: values.workDayType,
      },
      {
        onSuccess: () =>
          notify.success({ message: t('action-center.completion.done', { shift: shiftName(shift) }) }),
        onError: (error) =>
          notifyFailure(
            error,
            error instanceof ApiError && error.code === 'VALIDATION_FAILED'
              ? t('action-center.completion.invalid')
              : undefined,
          ),
      },
    );
  };

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-labelledby={titleId} noValidate>
      <Stack gap="sm">
        <div id={titleId}>
          <ShiftHeading shift={shift} />
        </div>
        <Text size="sm">{t('action-center.completion.worker', { name: shift.worker?.fullName ?? '–' })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <DateTimeField
            label={t('action-center.completion.start')}
            value={values.start}
            onChange={(value) => setTimes('start', value)}
            error={errorOf('start')}
            required
          />
          <DateTimeField
            label={t('action-center.completion.end')}
            value={values.end}
            onChange={(value) => setTimes('end', value)}
            error={errorOf('end')}
            required
          />
          <DecimalInput
            label={t('action-center.completion.break')}
            description={t('action-center.completion.breakRule', {
              minutes: breakRule.unpaidTime,
              hours: breakRule.minHoursWithBreak,
            })}
            value={values.breakMinutes}
            onChange={(value) => {
              setBreakEdited(true);
              setValues((current) => ({ ...current, breakMinutes: value }));
            }}
            min={0}
            error={errorOf('breakMinutes')}
            required
          />
          <DecimalInput
            label={t('action-center.completion.kilometres')}
            value={values.kilometrikorvaus}
            onChange={(value) => setValues((current) => ({ ...current, kilometrikorvaus: value }))}
            min={0}
            decimalScale={2}
            error={errorOf('kilometrikorvaus')}
          />
          <NativeSelect
            label={t('action-center.completion.workDayType')}
            value={values.workDayType}
            onChange={(event) => {
              const workDayType = event.currentTarget.value as WorkDayType;
              setValues((current) => ({ ...current, workDayType }));
            }}
            data={workDayTypes.map((type) => ({
              value: type,
              label: workDayTypeLabel(type),
            }))}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {paidHours === null
              ? ''
              : t('action-center.completion.paidHours', { hours: paidHours.toFixed(2).replace('.', ',') })}
          </Text>
          <Button
            type="submit"
            loading={complete.isPending}
            aria-label={t('action-center.completion.submitLabel', { shift: shiftName(shift) })}
          >
            {t('action-center.completion.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
