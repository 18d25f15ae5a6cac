import type { Area } from '@portal/domain/areas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
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
  return (
    <ConfirmedDeleteButton
      label={t('areas.delete.button')}
      title={t('areas.delete.title')}
      message={t('areas.delete.message', { name: area.name })}
      confirmLabel={t('areas.delete.confirm')}
      isPending={deleteArea.isPending}
      onDelete={async () => {
        await deleteArea.mutateAsync(area.updatedAt);
        notify.undoable({
          message: t('areas.notifications.deleted'),
          undo: () => restoreArea.mutateAsync(area.id),
          undoneMessage: t('areas.notifications.restored', { name: area.name }),
        });
        await navigate(paths.areasList);
      }}
    />
  );
}
