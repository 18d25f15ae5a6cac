import { Button, Fieldset, Group } from '@mantine/core';
import type { ApplicationDetail, ApplicationStep } from '@portal/domain/recruitment';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useMoveApplication } from '../api/move-application';
import { applicationStepColors } from './application-step-badge';

/**
 * After a call that reached the applicant: the steps the application can move to now (an interview
 * scheduled, say), so the recruiter moves it on from the call list and the applicant leaves the list.
 */
export function CallListNextSteps({
  accountId,
  application,
}: {
  accountId: string;
  application: ApplicationDetail;
}) {
  const { t } = useTranslation();
  const move = useMoveApplication(accountId, application.id);
  const [pending, setPending] = useState<ApplicationStep | null>(null);

  const moveTo = async (to: ApplicationStep) => {
    setPending(to);
    try {
      await move.mutateAsync({ to, note: null });
      notify.success({ message: t('applications.step.moved', { step: t(`applications.steps.${to}`) }) });
    } catch {
      // The query client has shown the refusal.
    } finally {
      setPending(null);
    }
  };

  if (application.nextSteps.length === 0) {
    return null;
  }
  return (
    <Fieldset variant="unstyled" legend={t('applications.callList.moveOn', { name: application.fullName })}>
      <Group gap="xs" mt={6}>
        {application.nextSteps.map((step) => (
          <Button
            key={step}
            size="xs"
            variant="light"
            color={applicationStepColors[step]}
            leftSection={<IconArrowRight size={14} aria-hidden />}
            loading={pending === step}
            disabled={pending !== null}
            onClick={() => void moveTo(step)}
          >
            {t(`applications.steps.${step}`)}
          </Button>
        ))}
      </Group>
    </Fieldset>
  );
}
