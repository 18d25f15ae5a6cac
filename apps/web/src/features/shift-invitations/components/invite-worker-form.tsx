import {
  Button,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isNonEmpty } from '@portal/domain/shared/validators';
import type { InvitationChannel } from '@portal/domain/shift-invitations/shift-invitations';
import {
  type EmployeeSearchResult,
  employeeSearchMinLength,
} from '@portal/domain/worker-blocks/employee-search.contract';
import { IconSend, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeSearch } from '@/hooks/use-employee-search';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useCreateShiftInvitation } from '../api/create-shift-invitation';
import { useRoleLabel } from './use-role-label';

export type InviteWorkerFormProps = { accountId: string; shiftId: string; areaId?: string };

/** Pick a worker with the employee search, pick e-mail or SMS, send the link. */
export function InviteWorkerForm({ accountId, shiftId, areaId }: InviteWorkerFormProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text.trim(), 250);
  const [chosen, setChosen] = useState<EmployeeSearchResult | null>(null);
  const [channel, setChannel] = useState<InvitationChannel>('email');
  const [showChooseHint, setShowChooseHint] = useState(false);
  const isLongEnough = debouncedText.length >= employeeSearchMinLength;
  const search = useEmployeeSearch(accountId, debouncedText, areaId);
  const items = isLongEnough ? (search.data?.items ?? []) : [];
  const createInvitation = useCreateShiftInvitation(accountId, shiftId);
  const hasMobile = isNonEmpty(chosen?.mobile);

  useEffect(() => {
    if (items.length > 0) {
      combobox.selectFirstOption();
    }
  }, [items, combobox.selectFirstOption]);

  const choose = (workerId: string) => {
    const worker = items.find((item) => item.id === workerId);
    combobox.closeDropdown();
    if (worker) {
      setChosen(worker);
      setText(worker.fullName);
      setShowChooseHint(false);
      if (!isNonEmpty(worker.mobile)) {
        setChannel('email');
      }
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
        onError: (error) =>
          notify.error({
            title: t('shift-invitations.invite.sendError'),
            message: t(errorMessageKey(error)),
          }),
      },
    );
  };

  const describe = (worker: EmployeeSearchResult) =>
    [worker.profession ? roleLabel(worker.profession) : null, worker.mobile].filter(Boolean).join(', ');

  return (
    <Stack gap="md">
      <Combobox store={combobox} onOptionSubmit={choose}>
        <Combobox.Target>
          <TextInput
            label={t('shift-invitations.invite.worker')}
            description={t('shift-invitations.invite.workerHint', { count: employeeSearchMinLength })}
            placeholder={t('shift-invitations.invite.workerPlaceholder')}
            leftSection={<IconUserSearch size={16} aria-hidden />}
            rightSection={
              search.isFetching ? (
                <Loader size={16} />
              ) : chosen ? (
                <CloseButton size="sm" aria-label={t('shift-invitations.invite.clear')} onClick={clear} />
              ) : null
            }
            value={text}
            maxLength={100}
            error={
              search.isError
                ? `${t('shift-invitations.invite.searchError')}: ${t(errorMessageKey(search.error))}`
                : showChooseHint
                  ? t('shift-invitations.invite.chooseWorker')
                  : undefined
            }
            onChange={(event) => {
              setText(event.currentTarget.value);
              setChosen(null);
              combobox.openDropdown();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown
          hidden={!isLongEnough || chosen !== null || (search.isPending && search.isFetching)}
        >
          <Combobox.Options aria-label={t('shift-invitations.invite.worker')}>
            {items.map((worker) => (
              <Combobox.Option value={worker.id} key={worker.id}>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {worker.fullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {describe(worker)}
                  </Text>
                </Stack>
              </Combobox.Option>
            ))}
            {items.length === 0 && !search.isFetching && (
              <Combobox.Empty>{t('shift-invitations.invite.noResults')}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
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
