import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Interview,
  interviewLocationMaxLength,
  scheduleInterviewInputSchema,
} from '@portal/domain/interviews';
import { helsinkiDayKey, helsinkiWallTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useScheduleInterview } from '../api/schedule-interview';
import { codedIssueErrors } from './form-issues';

type Values = { date: string; time: string; location: string };

/** The time (decision 0026 inputs, Helsinki time) and place or phone; saving e-mails the applicant. */
export function ScheduleInterviewForm({ accountId, interview }: { accountId: string; interview: Interview }) {
  const { t } = useTranslation();
  const schedule = useScheduleInterview(accountId, interview.applicantId, interview.id);
  const at = interview.scheduledAt;
  const form = useSchemaForm({
    initialValues: {
      date: at ? helsinkiDayKey(at) : '',
      time: at ? helsinkiWallTime(at) : '',
      location: '',
    } satisfies Values,
    schema: scheduleInterviewInputSchema,
    required: ['date', 'time', 'location'],
    issueErrors: (error) =>
      codedIssueErrors<keyof Values>(error, t, (path) => (path[0] as keyof Values | undefined) ?? null),
    errorFields: { INTERVIEW_TIME_PAST: 'date', INTERVIEW_NOT_EDITABLE: 'date' },
    onSubmit: async (input) => {
      await schedule.mutateAsync(input);
      notify.success({ message: t('interviews.schedule.sent', { email: interview.applicantEmail }) });
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t('interviews.schedule.date')} {...form.field('date')} />
          <TimeField label={t('interviews.schedule.time')} {...form.field('time')} />
        </SimpleGrid>
        <TextInput
          label={t('interviews.schedule.location')}
          description={t('interviews.schedule.locationHint')}
          maxLength={interviewLocationMaxLength}
          {...form.field('location')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={schedule.isPending}>
            {t(at ? 'interviews.schedule.reschedule' : 'interviews.schedule.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
