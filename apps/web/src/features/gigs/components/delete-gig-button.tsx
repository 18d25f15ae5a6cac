import { Alert, Button, Stack } from '@mantine/core';
import type { GigDetail } from '@portal/domain/gigs';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/features/gigs/gigs.paths';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDeleteGig } from '../api/delete-gig';
import { useRestoreGig } from '../api/restore-gig';

/**
 * Deletes the gig after confirming; a refusal (a booked shift) is shown with the spec's message. The delete
 * is soft: its toast offers Undo, which restores the gig with the shifts deleted with it (decision 0030).
 */
export function DeleteGigButton({ accountId, gig }: { accountId: string; gig: GigDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteGig = useDeleteGig(accountId, gig.id);
  const restoreGig = useRestoreGig(accountId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleDelete = async () => {
    try {
      await deleteGig.mutateAsync();
      notify.undoable({
        message: t('gigs.notifications.deleted'),
        undo: () => restoreGig.mutateAsync(gig.id),
        undoneMessage: t('gigs.notifications.restored', { title: gig.title }),
      });
      await navigate(paths.gigsList);
    } catch (error) {
      setRefusal(t(errorMessageKey(error)));
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          setRefusal(null);
          setIsConfirming(true);
        }}
      >
        {t('gigs.delete.button')}
      </Button>
      {refusal && (
        <Alert color="red" variant="light" role="alert" title={t('gigs.notifications.deleteError')}>
          {refusal}
        </Alert>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title={t('gigs.delete.title')}
        message={t('gigs.delete.message', { title: gig.title })}
        confirmLabel={t('gigs.delete.confirm')}
        isPending={deleteGig.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
