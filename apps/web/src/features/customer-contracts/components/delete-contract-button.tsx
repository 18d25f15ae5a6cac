import type { ContractDetail } from '@portal/domain/customer-contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { paths } from '@/features/customer-contracts/customer-contracts.paths';
import { notify } from '@/lib/notify';
import { useDeleteContract } from '../api/delete-contract';

/** Deletes a contract after a confirmation that says it cannot be undone (spec section 5); CONTRACT_IN_USE refuses. */
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
  return (
    <ConfirmedDeleteButton
      label={t('customer-contracts.delete.button')}
      title={t('customer-contracts.delete.title')}
      message={t('customer-contracts.delete.message', { name: contract.name })}
      confirmLabel={t('customer-contracts.delete.confirm')}
      isPending={deleteContract.isPending}
      onDelete={async () => {
        await deleteContract.mutateAsync();
        notify.success({ message: t('customer-contracts.delete.deleted') });
        await navigate(paths.contractsList);
      }}
    />
  );
}
