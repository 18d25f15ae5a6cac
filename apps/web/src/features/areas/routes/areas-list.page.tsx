import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths, routeAccess } from '@/features/areas/areas.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { AreasList } from '../components/areas-list';

/** /apps/hr/areas-management/list: the work areas of the account chosen in the header. */
export function AreasListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.areas);
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('areas.list.title')}</PageTitle>
        {canCreate && accountId && (
          <Button component={Link} to={paths.areasCreate} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('areas.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? <AreasList key={accountId} accountId={accountId} /> : <Text>{t('areas.noAccount')}</Text>}
    </>
  );
}
