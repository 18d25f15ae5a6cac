import { Button, CloseButton, Group, Radio, Stack, Text } from '@mantine/core';
import { isNonEmpty } from '@portal/domain/shared';
import type { InvitationChannel } from '@portal/domain/shift-invitations';
import { type WorkerSearchResult, workerSearchMinLength } from '@portal/domain/worker-blocks';
import { IconSend, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useWorkerSearch } from '@/hooks/use-worker-search';
import { notify } from '@/lib/notify';
import { useCreateShiftInvitation } from '../api/create-shift-invitation';

export type InviteWorkerFormProps = { accountId: string; shiftId: string; areaId?: string };

/** Pick a worker with the employee search, pick e-mail or SMS, send the link. */
export function InviteWorkerForm({ accountId, shiftId, areaId }: InviteWorkerFormProps) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const { text, setText, query, isLongEnough } = useWorkerSearchText(workerSearchMinLength);
  const [chosen, setChosen] = useState<WorkerSearchResult | null>(null);
  const [channel, setChannel] = useState<InvitationChannel>('email');
  const [showChooseHint, setShowChooseHint] = useState(false);
  const search = useWorkerSearch(accountId, query, { areaId });
  const createInvitation = useCreateShiftInvitation(accountId, shiftId);
  const hasMobile = isNonEmpty(chosen?.mobile);

  const choose = (worker: WorkerSearchResult) => {
    setChosen(worker);
    setText(worker.fullName);
    setShowChooseHint(false);
    if (!isNonEmpty(worker.mobile)) {
      setChannel('email');
    }
  };

  const clear = () => {
    setChosen(null);
    setText('');
  };

  const send = () => {
    if (!chosen) {
      setShowChooseHint(true);
      return;
    }
    createInvitation.mutate(
      { workerId: chosen.id, channel },
      {
        onSuccess: (invitation) => {
          notify.success({ message: t('shift-invitations.invite.sent', { name: invitation.workerName }) });
          clear();
        },
      },
    );
  };

  const describe = (worker: WorkerSearchResult) =>
    [worker.profession ? roleLabel(worker.profession) : null, worker.mobile].filter(Boolean).join(', ');

  return (
    <Stack gap="md">
      <WorkerSearchInput
        label={t('shift-invitations.invite.worker')}
        description={t('shift-invitations.invite.workerHint', { count: workerSearchMinLength })}
        placeholder={t('shift-invitations.invite.workerPlaceholder')}
        noResults={t('shift-invitations.invite.noResults')}
        searchError={t('shift-invitations.invite.searchError')}
        icon={<IconUserSearch size={16} aria-hidden />}
        text={text}
        onTextChange={(next) => {
          setText(next);
          setChosen(null);
        }}
        results={search}
        isLongEnough={isLongEnough}
        describe={describe}
        onChoose={choose}
        error={showChooseHint ? t('shift-invitations.invite.chooseWorker') : undefined}
        rightSection={
          chosen ? (
            <CloseButton size="sm" aria-label={t('shift-invitations.invite.clear')} onClick={clear} />
          ) : null
        }
        listHidden={chosen !== null}
        maxLength={100}
      />
      {chosen && (
        <Text size="sm" aria-live="polite">
          {t('shift-invitations.invite.chosen', { name: chosen.fullName })}
        </Text>
      )}
      <Radio.Group
        label={t('shift-invitations.invite.channel')}
        value={channel}
        onChange={(value) => setChannel(value === 'sms' ? 'sms' : 'email')}
        description={chosen && !hasMobile ? t('shift-invitations.invite.noMobile') : undefined}
      >
        <Group mt="xs">
          <Radio value="email" label={t('shift-invitations.channels.email')} />
          <Radio
            value="sms"
            label={t('shift-invitations.channels.sms')}
            disabled={chosen !== null && !hasMobile}
          />
        </Group>
      </Radio.Group>
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={createInvitation.isPending}
          onClick={send}
        >
          {t('shift-invitations.invite.send')}
        </Button>
      </Group>
    </Stack>
  );
}
