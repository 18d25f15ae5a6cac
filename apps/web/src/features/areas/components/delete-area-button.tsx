import { Button } from '@mantine/core';
import type { Area } from '@portal/domain/areas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/features/areas/areas.paths';
import { notify } from '@/lib/notify';
import { useDeleteArea } from '../api/delete-area';
import { useRestoreArea } from '../api/restore-area';

/**
 * Deletes the area after confirming; refused while it has upcoming booked shifts (the toast says so). The
 * delete is soft: its toast offers Undo, which restores the area as it was (decision 0030).
 */
export function DeleteAreaButton({ accountId, area }: { accountId: string; area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteArea = useDeleteArea(accountId, area.id);
  const restoreArea = useRestoreArea(accountId);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleDelete = async () => {
    try {
      await deleteArea.mutateAsync(area.updatedAt);
      notify.undoable({
        message: t('areas.notifications.deleted'),
        undo: () => restoreArea.mutateAsync(area.id),
        undoneMessage: t('areas.notifications.restored', { name: area.name }),
      });
      await navigate(paths.areasList);
    } catch {
      // The query client's default handler has shown the failure.
      setIsConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
      >
        {t('areas.delete.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('areas.delete.title')}
        message={t('areas.delete.message', { name: area.name })}
        confirmLabel={t('areas.delete.confirm')}
        isPending={deleteArea.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
