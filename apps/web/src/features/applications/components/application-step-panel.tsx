import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ApplicationDetail, ApplicationStep } from '@portal/domain/recruitment';
import { formatDateTime } from '@portal/domain/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { notify } from '@/lib/notify';
import { useMoveApplication } from '../api/move-application';
import { ApplicationStepBadge, applicationStepColors } from './application-step-badge';

const noteMaxLength = 2000;

/**
 * The application's step and the moves a recruiter may make from it (the server's `nextSteps`, the domain's
 * table without the steps other records make), each a button, with an optional note for the history.
 */
export function ApplicationStepPanel({
  accountId,
  application,
  canUpdate,
}: {
  accountId: string;
  application: ApplicationDetail;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const move = useMoveApplication(accountId, application.id);
  const [pending, setPending] = useState<ApplicationStep | null>(null);

  const moveTo = async (to: ApplicationStep) => {
    setPending(to);
    try {
      await move.mutateAsync({ to, note });
      notify.success({ message: t('applications.step.moved', { step: t(`applications.steps.${to}`) }) });
      setNote('');
    } catch {
      // The query client has shown the refusal; the note stays for another try.
    } finally {
      setPending(null);
    }
  };

  return (
    <PanelSection title={t('applications.step.title')}>
      <Stack>
        <Group gap="sm">
          <Text fw={500}>{t('applications.step.current')}</Text>
          <ApplicationStepBadge step={application.step} />
          <Text size="sm" c="dimmed">
            {t('applications.step.since', { date: formatDateTime(application.stepChangedAt) })}
          </Text>
        </Group>
        {canUpdate &&
          (application.nextSteps.length === 0 ? (
            <Text size="sm">{t('applications.step.none')}</Text>
          ) : (
            <>
              <Textarea
                label={t('applications.step.note')}
                description={t('applications.step.noteHint')}
                rows={2}
                maxLength={noteMaxLength}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Fieldset variant="unstyled" legend={t('applications.step.next')}>
                <Group gap="xs" mt={6}>
                  {application.nextSteps.map((step) => (
                    <Button
                      key={step}
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
            </>
          ))}
      </Stack>
    </PanelSection>
  );
}
