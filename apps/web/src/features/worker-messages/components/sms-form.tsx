import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { countSmsSegments } from '@portal/domain/messaging';
import { isNonEmpty } from '@portal/domain/shared';
import {
  costlySmsSegmentLimit,
  isCostlySms,
  sendWorkerSmsInputSchema,
  smsMaxLength,
  smsSendProblem,
} from '@portal/domain/worker-messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendWorkerSms } from '../api/send-worker-sms';
import type { MessagePanelWorker } from './message-panel-worker';
import { SmsCounter } from './sms-counter';

/**
 * An SMS to the worker's mobile with the live character and segment counter. A costly message (more than
 * 3 parts) is refused for non-admins ('Please contact admin in order to send this sms').
 */
export function SmsForm({ worker }: { worker: MessagePanelWorker }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const counterId = useId();
  const sendSms = useSendWorkerSms(worker.accountId, worker.id);
  const form = useSchemaForm({
    initialValues: { message: '' },
    schema: sendWorkerSmsInputSchema,
    validate: ({ message }) => {
      const problem = role ? smsSendProblem(role, message) : null;
      return {
        message: !isNonEmpty(message)
          ? t('worker-messages.sms.required')
          : problem
            ? t(`errors.${problem}`)
            : undefined,
      };
    },
    errorFields: { SMS_COSTLY: 'message' },
    onSubmit: async (input, _values, { reset }) => {
      const queued = await sendSms.mutateAsync(input);
      notify.success({ message: t('worker-messages.sms.sent', { to: queued.to, count: queued.segments }) });
      reset();
    },
  });
  const { message } = form.values;
  const count = countSmsSegments(message);
  const hasMobile = isNonEmpty(worker.mobile);
  const costlyProblem = role ? smsSendProblem(role, message) : null;

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
          error={form.errors.message ?? (costlyProblem && message ? t(`errors.${costlyProblem}`) : undefined)}
          description={<SmsCounter count={count} id={counterId} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={smsMaxLength}
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
    </form>
  );
}
