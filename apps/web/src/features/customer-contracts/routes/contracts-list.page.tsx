import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { contractPath, routeAccess } from '@/features/customer-contracts/customer-contracts.paths';
import { useTabParam } from '@/hooks/use-tab-param';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { ContractsList } from '../components/contracts-list';

const tabs = ['contracts', 'campaigns'] as const;

/**
 * /apps/billing/contracts/list: the customer contracts of the account chosen in the header. Given the
 * campaigns list (another feature's, composed in app/), the page has two tabs, "Sopimukset" and
 * "Kampanjat" (spec: "campaigns are listed under agreements"), the tab kept in the address (?tab=campaigns).
 */
export function ContractsListPage({ campaigns }: { campaigns?: (accountId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.contractsCreate);
  const [tab, setTab] = useTabParam(tabs, 'contracts', { omitFallback: true });
  const showsContracts = !campaigns || tab === 'contracts';
  const contracts = accountId ? (
    <ContractsList key={accountId} accountId={accountId} />
  ) : (
    <Text>{t('customer-contracts.noAccount')}</Text>
  );
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('customer-contracts.list.title')}</PageTitle>
        {canCreate && accountId && showsContracts && (
          <Button component={Link} to={contractPath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('customer-contracts.list.create')}
          </Button>
        )}
      </Group>
      {campaigns ? (
        <Tabs value={tab} onChange={(next) => setTab(next === 'campaigns' ? 'campaigns' : 'contracts')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="contracts">{t('customer-contracts.list.tabs.contracts')}</Tabs.Tab>
            <Tabs.Tab value="campaigns">{t('customer-contracts.list.tabs.campaigns')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contracts">{tab === 'contracts' && contracts}</Tabs.Panel>
          <Tabs.Panel value="campaigns">
            {tab === 'campaigns' &&
              (accountId ? campaigns(accountId) : <Text>{t('customer-contracts.noAccount')}</Text>)}
          </Tabs.Panel>
        </Tabs>
      ) : (
        contracts
      )}
    </>
  );
}
