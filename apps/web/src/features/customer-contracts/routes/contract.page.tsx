import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { CustomerContractValues } from '@portal/domain/customer-contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { contractPath, paths, routeAccess } from '@/features/customer-contracts/customer-contracts.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useContract } from '../api/get-contract';
import { useSaveContract } from '../api/save-contract';
import { ContractForm } from '../components/contract-form';
import { emptyContractValues, valuesOfContract } from '../components/contract-form-values';
import { ContractView } from '../components/contract-view';
import { DeleteContractButton } from '../components/delete-contract-button';

function NewContract({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContract(accountId, null);
  const handleSubmit = async (input: CustomerContractValues) => {
    const contract = await save.mutateAsync(input);
    notify.success({ message: t('customer-contracts.edit.created') });
    await navigate(contractPath(contract.id));
  };
  return (
    <>
      <PageTitle>{t('customer-contracts.edit.createTitle')}</PageTitle>
      <ContractForm
        initialValues={emptyContractValues()}
        submitLabel={t('customer-contracts.form.create')}
        isPending={save.isPending}
        onSubmit={handleSubmit}
      />
    </>
  );
}

function ExistingContract({ accountId, contractId }: { accountId: string; contractId: string }) {
  const { t } = useTranslation();
  const contract = useContract(accountId, contractId);
  const save = useSaveContract(accountId, contractId);
  const canUpdate = useCan(routeAccess.contractsUpdate);
  const canDelete = useCan(routeAccess.contractsDelete);

  if (contract.isPending || contract.isError) {
    return (
      <>
        {contract.isError && <PageTitle>{t('customer-contracts.edit.loadError')}</PageTitle>}
        <QueryState query={contract} errorTitle={t('customer-contracts.edit.loadError')} />
      </>
    );
  }
  const handleSubmit = async (input: CustomerContractValues) => {
    await save.mutateAsync(input);
    notify.success({ message: t('customer-contracts.edit.saved') });
  };
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('customer-contracts.edit.title', { name: contract.data.name })}</PageTitle>
        {canDelete && <DeleteContractButton accountId={accountId} contract={contract.data} />}
      </Group>
      {canUpdate ? (
        <ContractForm
          key={contract.data.updatedAt}
          initialValues={valuesOfContract(contract.data)}
          submitLabel={t('customer-contracts.form.save')}
          isPending={save.isPending}
          onSubmit={handleSubmit}
        />
      ) : (
        <ContractView contract={contract.data} />
      )}
    </>
  );
}

/**
 * /apps/billing/contracts/create/:id?: without an id a new contract (admins); with one the contract, editable
 * for admins and read-only for the customer.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  const canCreate = useCan(routeAccess.contractsCreate);
  const content = () => {
    if (!accountId) {
      return <Text>{t('customer-contracts.noAccount')}</Text>;
    }
    if (id) {
      return <ExistingContract key={`${accountId}:${id}`} accountId={accountId} contractId={id} />;
    }
    return canCreate ? (
      <NewContract key={accountId} accountId={accountId} />
    ) : (
      <Text>{t('customer-contracts.edit.notAllowed')}</Text>
    );
  };
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.contractsList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('customer-contracts.edit.backToList')}
      </Anchor>
      {content()}
    </Stack>
  );
}
