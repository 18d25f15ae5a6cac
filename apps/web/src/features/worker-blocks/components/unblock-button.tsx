import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WorkerBlock } from '@portal/domain/worker-blocks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useLiftWorkerBlock } from '../api/lift-worker-block';
import { useBlockScopeLabel } from './block-scope-label';

/** Unblock, after a confirmation naming the block; the block then shows as lifted in the history. */
export function UnblockButton({
  accountId,
  workerId,
  block,
}: {
  accountId: string;
  workerId: string;
  block: WorkerBlock;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const liftBlock = useLiftWorkerBlock(accountId, workerId);
  const scopeLabel = useBlockScopeLabel();

  const handleConfirm = async () => {
    try {
      await liftBlock.mutateAsync(block.id);
      notify.success({ message: t('worker-blocks.toasts.unblocked') });
      setIsConfirming(false);
    } catch {
      // The query client's default handler has shown the failure; the dialog stays open.
    }
  };

  return (
    <>
      <Button
        variant="light"
        size="xs"
        onClick={() => setIsConfirming(true)}
        aria-label={t('worker-blocks.unblock.buttonFor', { scope: scopeLabel(block) })}
      >
        {t('worker-blocks.unblock.button')}
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('worker-blocks.unblock.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>
            {t('worker-blocks.unblock.message', { scope: scopeLabel(block), reason: block.reason })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} data-autofocus>
              {t('worker-blocks.dialog.cancel')}
            </Button>
            <Button onClick={() => void handleConfirm()} loading={liftBlock.isPending}>
              {t('worker-blocks.unblock.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
