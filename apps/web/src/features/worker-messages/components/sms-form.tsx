import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { countSmsSegments } from '@portal/domain/messaging';
import { isNonEmpty } from '@portal/domain/shared';
import {
  costlySmsSegmentLimit,
  isCostlySms,
  type SendWorkerSmsInput,
  sendWorkerSmsInputSchema,
  smsMaxLength,
  smsSendProblem,
} from '@portal/domain/worker-messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SmsCounter } from '@/components/sms-counter';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendWorkerSms } from '../api/send-worker-sms';
import type { MessagePanelWorker } from './message-panel-worker';

/**
 * An SMS to the worker's mobile with the live character and segment counter. A costly message (more than
 * 3 parts) is refused for non-admins ('Please contact admin in order to send this sms') and needs a
 * confirmation from an admin. A text over the length limit is refused with a message, never cut.
 */
export function SmsForm({ worker }: { worker: MessagePanelWorker }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const counterId = useId();
  const sendSms = useSendWorkerSms(worker.accountId, worker.id);
  // A costly message waiting for the admin's confirmation.
  const [costlyInput, setCostlyInput] = useState<SendWorkerSmsInput | null>(null);
  const send = async (input: SendWorkerSmsInput) => {
    // Only a message confirmed in the dialog carries the flag; the server refuses a costly one without it.
    const queued = await sendSms.mutateAsync(input);
    notify.success({ message: t('worker-messages.sms.sent', { to: queued.to, count: queued.segments }) });
    form.reset();
  };
  const form = useSchemaForm({
    initialValues: { message: '' },
    schema: sendWorkerSmsInputSchema,
    validate: ({ message }) => ({ message: messageProblem(message) }),
    errorFields: { SMS_COSTLY: 'message', SMS_CONFIRMATION_REQUIRED: 'message' },
    onSubmit: async (input) => {
      if (isCostlySms(countSmsSegments(input.message))) {
        setCostlyInput(input);
        return;
      }
      await send(input);
    },
  });
  function messageProblem(message: string): string | undefined {
    if (!isNonEmpty(message)) {
      return t('worker-messages.sms.required');
    }
    if (message.length > smsMaxLength) {
      return t('worker-messages.sms.tooLong', { max: smsMaxLength, count: message.length });
    }
    // Shown while typing: only the refusal the dialog cannot lift (a confirmation is asked on sending).
    const problem = role ? smsSendProblem(role, message, true) : null;
    return problem ? t(`errors.${problem}`) : undefined;
  }
  const confirmCostly = async () => {
    const input = costlyInput;
    setCostlyInput(null);
    if (input) {
      // A failure is toasted by the query client; the text stays in the form.
      await send({ ...input, confirmCostly: true }).catch(() => undefined);
    }
  };
  const { message } = form.values;
  const count = countSmsSegments(message);
  const hasMobile = isNonEmpty(worker.mobile);
  const costlyProblem = role ? smsSendProblem(role, message, true) : null;
  const tooLong = message.length > smsMaxLength;

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        {hasMobile ? (
          <Text size="sm">{t('worker-messages.to', { to: worker.mobile })}</Text>
        ) : (
          <Alert color="yellow" variant="light" title={t('worker-messages.sms.noMobileTitle')}>
            {t('errors.WORKER_MOBILE_MISSING')}
          </Alert>
        )}
        <Textarea
          label={t('worker-messages.sms.message')}
          {...form.field('message')}
          error={
            form.errors.message ??
            (tooLong || (costlyProblem && message) ? messageProblem(message) : undefined)
          }
          description={<SmsCounter count={count} id={counterId} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={5}
          required
        />
        {isCostlySms(count) && !costlyProblem && (
          <Text size="sm" c="orange.9">
            {t('worker-messages.sms.costlyNotice', { limit: costlySmsSegmentLimit })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sendSms.isPending} disabled={!hasMobile}>
            {t('worker-messages.sms.send')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={costlyInput !== null}
        title={t('worker-messages.sms.confirmCostly.title')}
        message={t('worker-messages.sms.confirmCostly.message', {
          count: costlyInput ? countSmsSegments(costlyInput.message).segments : 0,
          to: worker.mobile ?? '',
        })}
        confirmLabel={t('worker-messages.sms.confirmCostly.confirm')}
        onConfirm={() => void confirmCostly()}
        onCancel={() => setCostlyInput(null)}
      />
    </form>
  );
}
