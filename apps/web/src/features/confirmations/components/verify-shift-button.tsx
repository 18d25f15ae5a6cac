import { Button } from '@mantine/core';
import type { ConfirmationDetail } from '@portal/domain/confirmations';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useVerifyShift } from '../api/verify-shift';
import { useConfirmationLabels } from './use-confirmation-labels';

/** Verifies the confirmed hours after asking; the view (state, history) refreshes on success. */
export function VerifyShiftButton({ accountId, shift }: { accountId: string; shift: ConfirmationDetail }) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  const verify = useVerifyShift(accountId, shift.id);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleVerify = async () => {
    try {
      await verify.mutateAsync();
      notify.success({ message: t('confirmations.verify.done') });
    } catch {
      // The query client's default handler has shown the failure.
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <>
      <Button leftSection={<IconChecks size={16} aria-hidden />} onClick={() => setIsConfirming(true)}>
        {t('confirmations.verify.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('confirmations.verify.title')}
        message={t('confirmations.verify.message', {
          title: shift.title,
          worker: shift.workerName ?? t('confirmations.values.noWorker'),
          hours: labels.hours(shift.paidHours),
        })}
        confirmLabel={t('confirmations.verify.confirm')}
        isPending={verify.isPending}
        onConfirm={() => void handleVerify()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
