import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/features/workers/workers.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { WorkersList } from '../components/workers-list';

/** /apps/hr/personels/list: the workers of the account chosen in the header. */
export function WorkersListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan({ action: 'create', subject: 'Worker' });

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('workers.title')}</PageTitle>
        {canCreate && accountId && (
          <Button
            component={Link}
            to={paths.workersCreate}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('workers.list.add')}
          </Button>
        )}
      </Group>
      {accountId ? <WorkersList accountId={accountId} /> : <Text>{t('workers.noAccount')}</Text>}
    </Stack>
  );
}
