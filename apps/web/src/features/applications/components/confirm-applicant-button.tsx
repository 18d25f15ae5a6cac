import { Button } from '@mantine/core';
import type { ApplicationDetail } from '@portal/domain/recruitment';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useConfirmApplicant } from '../api/confirm-applicant';

/** "Confirm as worker", asked once more in a dialog: the applicant becomes a worker and gets the welcome e-mail. */
export function ConfirmApplicantButton({
  accountId,
  application,
}: {
  accountId: string;
  application: ApplicationDetail;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const confirm = useConfirmApplicant(accountId, application.id);

  const handleConfirm = async () => {
    try {
      await confirm.mutateAsync({ note: null });
      notify.success({ message: t('applications.confirm.done', { name: application.fullName }) });
    } catch {
      // The query client has shown the refusal.
    } finally {
      setOpened(false);
    }
  };

  return (
    <>
      <Button leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('applications.confirm.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('applications.confirm.title')}
        message={t('applications.confirm.message', { name: application.fullName })}
        confirmLabel={t('applications.confirm.confirm')}
        isPending={confirm.isPending}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
