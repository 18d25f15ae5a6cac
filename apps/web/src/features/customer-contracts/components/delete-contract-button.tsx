import { Button } from '@mantine/core';
import type { ContractDetail } from '@portal/domain/customer-contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/features/customer-contracts/customer-contracts.paths';
import { notify } from '@/lib/notify';
import { useDeleteContract } from '../api/delete-contract';

/** Deletes a contract after a confirmation that says it cannot be undone (spec section 5). */
export function DeleteContractButton({
  accountId,
  contract,
}: {
  accountId: string;
  contract: ContractDetail;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteContract = useDeleteContract(accountId, contract.id);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleDelete = async () => {
    try {
      await deleteContract.mutateAsync();
      notify.success({ message: t('customer-contracts.delete.deleted') });
      await navigate(paths.contractsList);
    } catch {
      // The query client's default handler has shown the failure (CONTRACT_IN_USE among them).
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
        {t('customer-contracts.delete.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('customer-contracts.delete.title')}
        message={t('customer-contracts.delete.message', { name: contract.name })}
        confirmLabel={t('customer-contracts.delete.confirm')}
        isPending={deleteContract.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
