import { Button, Group, Text } from '@mantine/core';
import type { PoolDetail } from '@portal/domain/pools';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/features/pools/pools.paths';
import { notify } from '@/lib/notify';
import { useDeletePool } from '../api/delete-pool';

/** Deletes a pool after confirming; the default pool cannot be deleted, which is said next to the button. */
export function DeletePoolButton({ accountId, pool }: { accountId: string; pool: PoolDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletePool = useDeletePool(accountId, pool.id);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleDelete = async () => {
    try {
      await deletePool.mutateAsync();
      notify.success({ message: t('pools.delete.deleted') });
      await navigate(paths.poolsList);
    } catch {
      // The query client's default handler has shown the failure.
      setIsConfirming(false);
    }
  };

  return (
    <Group gap="sm">
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={pool.isDefault}
        onClick={() => setIsConfirming(true)}
      >
        {t('pools.delete.button')}
      </Button>
      {pool.isDefault && (
        <Text size="sm" c="dimmed">
          {t('pools.delete.defaultNote')}
        </Text>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title={t('pools.delete.title')}
        message={t('pools.delete.message', { name: pool.name })}
        confirmLabel={t('pools.delete.confirm')}
        isPending={deletePool.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </Group>
  );
}
