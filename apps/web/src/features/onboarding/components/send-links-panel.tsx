import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { OnboardingChannel } from '@portal/domain/onboarding';
import { formatDateTime } from '@portal/domain/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useSendTuberculosisSurvey } from '../api/save-tuberculosis-survey';
import { useSendGetStartedLink } from '../api/send-get-started-link';
import { routeAccess } from '../onboarding.paths';
import { GetStartedProgressList } from './get-started-progress';

export type OnboardingWorker = { id: string; accountId: string; fullName: string; mobile: string | null };

/**
 * On the worker page (composed by the app): HR sends the new worker the get-started link and the
 * tuberculosis survey by e-mail and/or SMS (an SMS only when the worker has a mobile).
 */
export function SendOnboardingLinksPanel({ worker }: { worker: OnboardingWorker }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const channelsId = useId();
  const [channels, setChannels] = useState<OnboardingChannel[]>(['email']);
  const getStarted = useSendGetStartedLink(worker.accountId, worker.id);
  const survey = useSendTuberculosisSurvey(worker.accountId);
  if (!canManage) {
    return null;
  }
  const failure = getStarted.error ?? survey.error;
  const sent = (until: string) =>
    notify.success({
      message: t('onboarding.send.sent', { name: worker.fullName, until: formatDateTime(until) }),
    });
  return (
    <PanelSection title={t('onboarding.send.title')}>
      <Stack>
        <Text size="sm">{t('onboarding.send.intro')}</Text>
        <GetStartedProgressList accountId={worker.accountId} workerId={worker.id} />
        <Checkbox.Group
          id={channelsId}
          label={t('onboarding.send.channels')}
          value={channels}
          onChange={(value) => setChannels(value as OnboardingChannel[])}
          error={channels.length === 0 ? t('onboarding.send.channelRequired') : undefined}
        >
          <Group mt={6}>
            <Checkbox value="email" label={t('onboarding.send.email')} />
            <Checkbox value="sms" label={t('onboarding.send.sms')} disabled={!worker.mobile} />
          </Group>
        </Checkbox.Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(failure))}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={channels.length === 0}
            loading={getStarted.isPending}
            onClick={() => {
              survey.reset();
              getStarted.mutate(channels, { onSuccess: (result) => sent(result.linkExpiresAt) });
            }}
          >
            {t('onboarding.send.getStarted')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={channels.length === 0}
            loading={survey.isPending}
            onClick={() => {
              getStarted.reset();
              survey.mutate(
                { workerId: worker.id, channels },
                { onSuccess: (result) => sent(result.linkExpiresAt) },
              );
            }}
          >
            {t('onboarding.send.survey')}
          </Button>
        </Group>
      </Stack>
    </PanelSection>
  );
}
