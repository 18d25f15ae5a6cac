import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { careRoleDefinitionsFor } from '@portal/domain/care-roles';
import { finnishRegions } from '@portal/domain/geocoding';
import type { MessageTargets } from '@portal/domain/messaging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCareRoleCountry, useCareRoleLabel } from '@/hooks/use-care-role-label';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useQuestionnaireRecipients, useSendQuestionnaire } from '../api/send-questionnaire';

type SendDialogProps = {
  accountId: string;
  questionnaireId: string;
  /** The targets it was last sent to (empty parts mean everyone). */
  initialTargets: MessageTargets;
  onClose: () => void;
};

function RecipientCount({
  accountId,
  questionnaireId,
  targets,
}: Omit<SendDialogProps, 'onClose' | 'initialTargets'> & { targets: MessageTargets }) {
  const { t } = useTranslation();
  const count = useQuestionnaireRecipients(accountId, questionnaireId, targets);
  return (
    <Text role="status" aria-live="polite">
      {count.data
        ? t('questionnaires.send.count', {
            recipients: count.data.recipients,
            already: count.data.alreadyInvited,
            fresh: count.data.recipients - count.data.alreadyInvited,
          })
        : t('questionnaires.send.counting')}
    </Text>
  );
}

/**
 * Sends the questionnaire: the targets (region, cities, roles; none means the whole account), the
 * channels, the recipient count before sending, and one personal link to each worker who has none yet.
 */
export function SendQuestionnaireDialog({
  accountId,
  questionnaireId,
  initialTargets,
  onClose,
}: SendDialogProps) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const country = useCareRoleCountry();
  const [targets, setTargets] = useState(initialTargets);
  const [channels, setChannels] = useState({ email: true, sms: false });
  const [counted] = useDebouncedValue(targets, 300);
  const send = useSendQuestionnaire(accountId, questionnaireId);
  const change = (changes: Partial<MessageTargets>) => setTargets((current) => ({ ...current, ...changes }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('questionnaires.send.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Select
          label={t('questionnaires.send.region')}
          placeholder={t('questionnaires.send.anyRegion')}
          data={[...finnishRegions]}
          value={targets.region}
          clearable
          searchable
          onChange={(region) => change({ region })}
        />
        <TagsInput
          label={t('questionnaires.send.cities')}
          description={t('questionnaires.send.citiesHint')}
          value={targets.cities}
          onChange={(cities) => change({ cities })}
        />
        <MultiSelect
          label={t('questionnaires.send.roles')}
          placeholder={targets.roles.length === 0 ? t('questionnaires.send.anyRole') : undefined}
          data={careRoleDefinitionsFor(country).map((role) => ({
            value: role.label,
            label: roleLabel(role.label),
          }))}
          value={targets.roles}
          onChange={(roles) => change({ roles })}
        />
        <Group>
          <Checkbox
            label={t('questionnaires.send.email')}
            checked={channels.email}
            onChange={(event) => {
              const email = event.currentTarget.checked;
              setChannels((current) => ({ ...current, email }));
            }}
          />
          <Checkbox
            label={t('questionnaires.send.sms')}
            checked={channels.sms}
            onChange={(event) => {
              const sms = event.currentTarget.checked;
              setChannels((current) => ({ ...current, sms }));
            }}
          />
        </Group>
        <RecipientCount accountId={accountId} questionnaireId={questionnaireId} targets={counted} />
        {send.error && (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(send.error))}
          </Alert>
        )}
        {!channels.email && !channels.sms && (
          <Text size="sm" c="red">
            {t('errors.QUESTIONNAIRE_CHANNEL_REQUIRED')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('questionnaires.send.cancel')}
          </Button>
          <Button
            loading={send.isPending}
            disabled={!channels.email && !channels.sms}
            onClick={() =>
              send.mutate(
                { targets, ...channels },
                {
                  onSuccess: (result) => {
                    notify.success({ message: t('questionnaires.send.sent', { invited: result.invited }) });
                    onClose();
                  },
                },
              )
            }
          >
            {t('questionnaires.send.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
