import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  irReportIdSchema,
  type WageReportEvent,
  type WageReportEventInput,
} from '@portal/domain/incomes-register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';

/**
 * The register's answer to a report, as the admin read it in the e-service: one of the answers the state
 * machine allows now, the register's report id with an approval, a note. A refusal is shown here.
 */
export function RegisterAnswerForm({
  events,
  onSubmit,
  isPending,
  error,
}: {
  events: readonly WageReportEvent[];
  onSubmit: (input: WageReportEventInput) => void;
  isPending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [event, setEvent] = useState<WageReportEvent | null>(events[0] ?? null);
  const [irReportId, setIrReportId] = useState('');
  const [note, setNote] = useState('');
  const [idError, setIdError] = useState<string | null>(null);

  if (events.length === 0) {
    return <Text c="dimmed">{t('wage-reports.answer.none')}</Text>;
  }
  const submit = () => {
    if (!event) {
      return;
    }
    if (event === 'approve' && !irReportIdSchema.safeParse(irReportId.trim()).success) {
      setIdError(t('wage-reports.answer.irReportIdInvalid'));
      return;
    }
    setIdError(null);
    onSubmit({
      event,
      ...(event === 'approve' ? { irReportId: irReportId.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <Stack
      component="form"
      onSubmit={(formEvent: React.FormEvent) => {
        formEvent.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('wage-reports.answer.event')}
        data={events.map((value) => ({ value, label: t(`wage-reports.events.${value}`) }))}
        value={event}
        onChange={(value) => setEvent(value as WageReportEvent | null)}
        allowDeselect={false}
      />
      {event === 'approve' && (
        <TextInput
          label={t('wage-reports.answer.irReportId')}
          description={t('wage-reports.answer.irReportIdHint')}
          value={irReportId}
          onChange={(change) => setIrReportId(change.currentTarget.value)}
          error={idError}
          required
        />
      )}
      <Textarea
        label={t('wage-reports.answer.note')}
        value={note}
        onChange={(change) => setNote(change.currentTarget.value)}
        rows={2}
      />
      {error ? (
        <Alert color="red" title={t('wage-reports.answer.failed')}>
          {t(errorMessageKey(error))}
        </Alert>
      ) : null}
      <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
        {t('wage-reports.answer.submit')}
      </Button>
    </Stack>
  );
}
