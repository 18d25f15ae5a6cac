import { Button } from '@mantine/core';
import type { Confirmation } from '@portal/domain/confirmations';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { BulkOutcome } from '@/components/list/bulk-actions';
import { useVerifyShifts } from '../api/verify-shifts';

/** Verifies the hours of the chosen shifts after asking once; the outcome goes to `onDone`. */
export function VerifySelectedButton({
  accountId,
  shifts,
  onDone,
}: {
  accountId: string;
  shifts: readonly Confirmation[];
  onDone: (outcome: BulkOutcome) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyShifts(accountId);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleVerify = async () => {
    const outcome = await verify.mutateAsync(shifts);
    setIsConfirming(false);
    onDone(outcome);
  };

  return (
    <>
      <Button leftSection={<IconChecks size={16} aria-hidden />} onClick={() => setIsConfirming(true)}>
        {t('confirmations.bulk.verify')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('confirmations.bulk.title', { count: shifts.length })}
        message={t('confirmations.bulk.message', { count: shifts.length })}
        confirmLabel={t('confirmations.verify.confirm')}
        isPending={verify.isPending}
        onConfirm={() => void handleVerify()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
