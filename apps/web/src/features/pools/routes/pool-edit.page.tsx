import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/pools/pools.paths';
import { useSession } from '@/lib/auth';
import { usePool } from '../api/get-pool';
import { PoolDetailsSection } from '../components/pool-details-section';
import { PoolMembersSection } from '../components/pool-members-section';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.poolsList} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('pools.edit.backToList')}
    </Anchor>
  );
}

function PoolEditor({ accountId, poolId }: { accountId: string; poolId: string }) {
  const { t } = useTranslation();
  const pool = usePool(accountId, poolId);

  if (pool.isPending || pool.isError) {
    return <QueryState query={pool} errorTitle={t('pools.edit.loadError')} recordId={poolId} />;
  }
  return (
    <>
      <PageTitle>{t('pools.edit.title', { name: pool.data.name })}</PageTitle>
      <Stack>
        <PoolDetailsSection key={pool.data.id} accountId={accountId} pool={pool.data} />
        <PoolMembersSection accountId={accountId} pool={pool.data} />
      </Stack>
    </>
  );
}

/** /apps/hr/pools/edit/:id: a pool's details, members and deletion. */
export function PoolEditPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap="xs">
      <BackToList />
      {accountId && id ? (
        <PoolEditor key={`${accountId}:${id}`} accountId={accountId} poolId={id} />
      ) : (
        <Text>{t('pools.noAccount')}</Text>
      )}
    </Stack>
  );
}
