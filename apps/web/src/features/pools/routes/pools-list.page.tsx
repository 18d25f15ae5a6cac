import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths, routeAccess } from '@/features/pools/pools.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { PoolsList } from '../components/pools-list';

/** /apps/hr/pools/list: the pools of the account chosen in the header. */
export function PoolsListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.poolsCreate);
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('pools.list.title')}</PageTitle>
        {canCreate && accountId && (
          <Button component={Link} to={paths.poolsCreate} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('pools.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? <PoolsList key={accountId} accountId={accountId} /> : <Text>{t('pools.noAccount')}</Text>}
    </>
  );
}
