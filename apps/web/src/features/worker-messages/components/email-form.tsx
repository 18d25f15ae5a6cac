import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { emailSubjectMaxLength, emailTextMaxLength } from '@portal/domain/worker-messages/worker-messages';
import { sendWorkerEmailInputSchema } from '@portal/domain/worker-messages/worker-messages.inputs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfApiError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSendWorkerEmail } from '../api/send-worker-email';
import type { MessagePanelWorker } from './message-panel-worker';

type EmailField = 'subject' | 'text';
const emailFields: readonly EmailField[] = ['subject', 'text'];

/** An e-mail to the worker's address: a subject and a plain-text message. */
export function EmailForm({ worker }: { worker: MessagePanelWorker }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ subject: '', text: '' });
  const [errors, setErrors] = useState<FieldErrors<EmailField>>({});
  const sendEmail = useSendWorkerEmail(worker.accountId, worker.id);

  const change = (field: EmailField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = sendWorkerEmailInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, values, t));
      return;
    }
    setErrors({});
    try {
      const queued = await sendEmail.mutateAsync(parsed.data);
      notify.success({ message: t('worker-messages.email.sent', { to: queued.to }) });
      setValues({ subject: '', text: '' });
    } catch (failure) {
      setErrors(fieldErrorsOfApiError(failure, emailFields, t));
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('worker-messages.to', { to: worker.email })}</Text>
        <TextInput
          label={t('worker-messages.email.subject')}
          value={values.subject}
          onChange={(event) => change('subject', event.currentTarget.value)}
          maxLength={emailSubjectMaxLength}
          error={errors.subject}
          required
        />
        <Textarea
          label={t('worker-messages.email.text')}
          value={values.text}
          onChange={(event) => change('text', event.currentTarget.value)}
          maxLength={emailTextMaxLength}
          error={errors.text}
          rows={7}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sendEmail.isPending}>
            {t('worker-messages.email.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
