import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { broadcastSendProblem, type SmsBroadcast } from '@portal/domain/sms-broadcasts';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useSmsRecipientCount } from '../api/get-sms-broadcasts';
import { useSendSmsBroadcast } from '../api/save-sms-broadcast';

/**
 * Before sending: who the saved draft reaches now (opted-out numbers and workers without a mobile left
 * out) and how many parts that is; "Send" asks for confirmation with those numbers. A costly SMS is
 * refused to an agent ('Please contact admin in order to send this sms'), here and by the server.
 */
export function SendSmsPanel({
  accountId,
  broadcast,
  unsaved,
  onSent,
}: {
  accountId: string;
  broadcast: SmsBroadcast;
  unsaved: boolean;
  onSent: (broadcast: SmsBroadcast) => void;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const count = useSmsRecipientCount(accountId, broadcast.id);
  const send = useSendSmsBroadcast(accountId, broadcast.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState query={count} errorTitle={t('sms-broadcasts.send.countError')}>
      {(data) => {
        const problem = role ? broadcastSendProblem(role, data) : null;
        return (
          <Stack>
            <Text>{t('sms-broadcasts.send.recipients', { count: data.recipients })}</Text>
            <Text size="sm" c="dimmed">
              {t('sms-broadcasts.send.leftOut', {
                optedOut: data.optedOut,
                withoutMobile: data.withoutMobile,
              })}
            </Text>
            <Text size="sm">
              {t('sms-broadcasts.send.parts', { segments: data.segments, total: data.totalSegments })}
            </Text>
            {problem && (
              <Alert color="orange" variant="light" title={t('sms-broadcasts.send.costlyTitle')}>
                {t(`errors.${problem}`)}
              </Alert>
            )}
            {send.error && (
              <Alert color="red" variant="light" title={t('sms-broadcasts.send.failed')}>
                {t(errorMessageKey(send.error))}
              </Alert>
            )}
            {unsaved && <Text size="sm">{t('sms-broadcasts.send.saveFirst')}</Text>}
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={unsaved || data.recipients === 0 || problem !== null}
                onClick={() => setConfirming(true)}
              >
                {t('sms-broadcasts.send.open')}
              </Button>
            </Group>
            <ConfirmDialog
              opened={confirming}
              title={t('sms-broadcasts.send.confirmTitle')}
              message={t('sms-broadcasts.send.confirmMessage', {
                count: data.recipients,
                segments: data.segments,
                total: data.totalSegments,
              })}
              confirmLabel={t('sms-broadcasts.send.confirm')}
              isPending={send.isPending}
              // The promise, not mutate's callbacks: the sent SMS is no draft any more, so the editor
              // unmounts this panel as soon as its cache says so, and React Query drops the callbacks of
              // an unmounted observer — the page stayed on "already sent" instead of opening the delivery.
              onConfirm={() =>
                void send.mutateAsync().then(
                  (sent) => {
                    setConfirming(false);
                    onSent(sent);
                  },
                  () => setConfirming(false),
                )
              }
              onCancel={() => setConfirming(false)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
