import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { ContractsList } from '../components/contracts-list';
import { contractPath, paths, routeAccess } from '../employment-contracts.paths';

/** /apps/pay-&-billing/employment-contracts/list: the account's employment contracts, a new one, templates. */
export function EmploymentContractsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canManage = useCan(routeAccess.manage);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('employment-contracts.list.title')}</PageTitle>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.templates}
            variant="default"
            leftSection={<IconTemplate size={16} aria-hidden />}
          >
            {t('employment-contracts.templates.title')}
          </Button>
          {canManage && accountId && (
            <Button component={Link} to={contractPath()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('employment-contracts.list.create')}
            </Button>
          )}
        </Group>
      </Group>
      {accountId ? (
        <ContractsList key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('employment-contracts.noAccount')}</Text>
      )}
    </Stack>
  );
}
