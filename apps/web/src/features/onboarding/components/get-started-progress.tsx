import { Button, List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { IconCircleCheck, IconCircleDashed, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { getWorkerTaxCard, useGetStartedProgress } from '../api/get-started-progress';

/**
 * Where the new worker is with the newest get-started link: each step's date once done (never the values),
 * and the tax card for the payroll roles (it is payroll data).
 */
export function GetStartedProgressList({ accountId, workerId }: { accountId: string; workerId: string }) {
  const { t } = useTranslation();
  const progress = useGetStartedProgress(accountId, workerId);
  const canReadPayroll = useCan({ action: 'read', subject: 'Payroll' });
  const [downloading, setDownloading] = useState(false);
  const checklist = progress.data?.checklist;
  if (!checklist) {
    return null;
  }
  const steps = [
    { key: 'details', at: checklist.detailsConfirmedAt },
    { key: 'bankAccount', at: checklist.bankAccountAt },
    { key: 'taxCard', at: checklist.taxCardAt },
  ] as const;
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getWorkerTaxCard(accountId, workerId), t('onboarding.progress.taxCardFile'));
    } catch {
      notify.problem(t('onboarding.progress.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('onboarding.progress.sent', {
          sent: formatDateTime(checklist.sentAt),
          until: formatDateTime(checklist.linkExpiresAt),
        })}
      </Text>
      <List size="sm" spacing={4} mt={4} aria-label={t('onboarding.progress.title')}>
        {steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              step.at ? (
                <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconCircleDashed size={16} aria-hidden />
              )
            }
          >
            {step.at
              ? t(`onboarding.progress.done.${step.key}`, { at: formatDateTime(step.at) })
              : t(`onboarding.progress.open.${step.key}`)}
          </List.Item>
        ))}
      </List>
      {canReadPayroll && checklist.taxCardAt && (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('onboarding.progress.downloadTaxCard')}
        </Button>
      )}
    </div>
  );
}
