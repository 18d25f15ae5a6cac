import { Alert, Paper, Stack, Title } from '@mantine/core';
import type { PoolDetail } from '@portal/domain/pools';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { routeAccess } from '@/features/pools/pools.paths';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { usePoolOptions } from '../api/get-pool-options';
import { useUpdatePool } from '../api/update-pool';
import { DeletePoolButton } from './delete-pool-button';
import { PoolForm, type PoolFormValues } from './pool-form';

/** Name, default flag and areas of an existing pool, and deleting it. */
export function PoolDetailsSection({ accountId, pool }: { accountId: string; pool: PoolDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canUpdate = useCan({ ...routeAccess.poolsEdit, action: 'update' });
  const canDelete = useCan({ ...routeAccess.poolsEdit, action: 'delete' });
  const options = usePoolOptions(accountId);
  const updatePool = useUpdatePool(accountId, pool.id);

  const handleSubmit = async (values: PoolFormValues) => {
    await updatePool.mutateAsync(values);
    notify.success({ message: t('pools.edit.saved') });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('pools.edit.details')}
        </Title>
        {options.isPending && <PageLoader />}
        {options.isError && (
          <Alert color="red" variant="light" title={t('pools.edit.loadError')}>
            {t(errorMessageKey(options.error))}
          </Alert>
        )}
        {options.data && (
          <PoolForm
            initialValues={{
              name: pool.name,
              isDefault: pool.isDefault,
              areaIds: pool.areas.map((area) => area.id),
            }}
            areas={options.data.areas}
            isDefaultLocked={pool.isDefault}
            submitLabel={t('pools.form.save')}
            isPending={updatePool.isPending}
            isReadOnly={!canUpdate}
            onSubmit={handleSubmit}
          />
        )}
        {canDelete && <DeletePoolButton accountId={accountId} pool={pool} />}
      </Stack>
    </Paper>
  );
}
