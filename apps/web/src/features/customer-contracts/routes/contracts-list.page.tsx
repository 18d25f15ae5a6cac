import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { contractPath, routeAccess } from '@/features/customer-contracts/customer-contracts.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { ContractsList } from '../components/contracts-list';

/** /apps/billing/contracts/list: the customer contracts of the account chosen in the header. */
export function ContractsListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.contractsCreate);
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('customer-contracts.list.title')}</PageTitle>
        {canCreate && accountId && (
          <Button component={Link} to={contractPath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('customer-contracts.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? (
        <ContractsList key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('customer-contracts.noAccount')}</Text>
      )}
    </>
  );
}
