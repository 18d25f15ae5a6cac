import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/features/pools/pools.paths';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useCreatePool } from '../api/create-pool';
import { usePoolOptions } from '../api/get-pool-options';
import { PoolForm, type PoolFormValues } from '../components/pool-form';
import { poolEditPath } from '../components/pool-paths';

function CreatePoolForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = usePoolOptions(accountId);
  const createPool = useCreatePool(accountId);

  const handleSubmit = async (values: PoolFormValues) => {
    const pool = await createPool.mutateAsync(values);
    notify.success({ message: t('pools.create.created') });
    await navigate(poolEditPath(pool.id));
  };

  if (options.isPending) {
    return <PageLoader />;
  }
  if (options.isError) {
    return (
      <Alert color="red" variant="light" title={t('pools.create.createError')}>
        {t(errorMessageKey(options.error))}
      </Alert>
    );
  }
  return (
    <PoolForm
      initialValues={{ name: '', isDefault: false, areaIds: [] }}
      areas={options.data.areas}
      submitLabel={t('pools.form.create')}
      isPending={createPool.isPending}
      onSubmit={handleSubmit}
    />
  );
}

/** /apps/hr/pools/create: a new pool of the account chosen in the header; members are added next. */
export function PoolCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.poolsList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('pools.edit.backToList')}
      </Anchor>
      <PageTitle>{t('pools.create.title')}</PageTitle>
      {accountId ? (
        <Paper withBorder p="md">
          <Stack>
            <Text size="sm" c="dimmed">
              {t('pools.create.membersLater')}
            </Text>
            <CreatePoolForm key={accountId} accountId={accountId} />
          </Stack>
        </Paper>
      ) : (
        <Text>{t('pools.noAccount')}</Text>
      )}
    </Stack>
  );
}
