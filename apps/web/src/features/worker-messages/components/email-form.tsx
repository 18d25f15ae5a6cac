import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  emailSubjectMaxLength,
  emailTextMaxLength,
  sendWorkerEmailInputSchema,
} from '@portal/domain/worker-messages';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendWorkerEmail } from '../api/send-worker-email';
import type { MessagePanelWorker } from './message-panel-worker';

/** An e-mail to the worker's address: a subject and a plain-text message. */
export function EmailForm({ worker }: { worker: MessagePanelWorker }) {
  const { t } = useTranslation();
  const sendEmail = useSendWorkerEmail(worker.accountId, worker.id);
  const form = useSchemaForm({
    initialValues: { subject: '', text: '' },
    schema: sendWorkerEmailInputSchema,
    onSubmit: async (input, _values, { reset }) => {
      const queued = await sendEmail.mutateAsync(input);
      notify.success({ message: t('worker-messages.email.sent', { to: queued.to }) });
      reset();
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('worker-messages.to', { to: worker.email })}</Text>
        <TextInput
          label={t('worker-messages.email.subject')}
          {...form.field('subject')}
          maxLength={emailSubjectMaxLength}
          required
        />
        <Textarea
          label={t('worker-messages.email.text')}
          {...form.field('text')}
          maxLength={emailTextMaxLength}
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
