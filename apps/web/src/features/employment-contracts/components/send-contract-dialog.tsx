import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import {
  type EmploymentContract,
  type SigningChannel,
  sendEmploymentContractInputSchema,
  signingChannels,
} from '@portal/domain/employment-contracts';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useSendEmploymentContract } from '../api/save-employment-contract';

// Two weeks is the usual time to read and sign; the admin can change it.
const defaultDaysToSign = 14;

/**
 * Sends the contract for signature (or again, with a new link and deadline): by e-mail and/or SMS, and
 * the last day to sign. Both are checked here with the contract's schema before the server sees them.
 */
export function SendContractDialog({
  accountId,
  contract,
  opened,
  onClose,
}: {
  accountId: string;
  contract: EmploymentContract;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const today = helsinkiDayKey(new Date());
  const [channels, setChannels] = useState<SigningChannel[]>(
    contract.channels.length > 0 ? contract.channels : ['email'],
  );
  const [deadline, setDeadline] = useState(addDays(today, defaultDaysToSign));
  const [messages, setMessages] = useState<{ channels?: string; deadline?: string }>({});
  const send = useSendEmploymentContract(accountId, contract.id);

  const submit = () => {
    const parsed = sendEmploymentContractInputSchema.safeParse({ channels, deadline });
    const found = {
      ...(channels.length === 0 ? { channels: t('errors.CONTRACT_CHANNELS_REQUIRED') } : {}),
      ...(parsed.success || channels.length === 0
        ? {}
        : { deadline: t('employment-contracts.send.deadlineInvalid') }),
      ...(parsed.success && deadline < today ? { deadline: t('errors.CONTRACT_DEADLINE_INVALID') } : {}),
    };
    setMessages(found);
    if (parsed.success && Object.keys(found).length === 0) {
      send.mutate(parsed.data, {
        onSuccess: () => {
          notify.success({ message: t('employment-contracts.send.sent') });
          onClose();
        },
      });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('employment-contracts.send.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Checkbox.Group
          label={t('employment-contracts.send.channels')}
          value={channels}
          onChange={(value) => setChannels(value as SigningChannel[])}
          error={messages.channels}
          withAsterisk
        >
          <Group mt="xs">
            {signingChannels.map((channel) => (
              <Checkbox key={channel} value={channel} label={t(`employment-contracts.channels.${channel}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <DateField
          label={t('employment-contracts.send.deadline')}
          description={t('employment-contracts.send.deadlineHint')}
          value={deadline}
          onChange={setDeadline}
          minDate={today}
          error={messages.deadline}
          withAsterisk
        />
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(send.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {t('employment-contracts.send.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
