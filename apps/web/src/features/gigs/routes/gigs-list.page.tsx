import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/features/gigs/gigs.paths';
import { useSession } from '@/lib/auth';
import { GigsList } from '../components/gigs-list';

/** /apps/shifts-&-gigs/gigs-management/list: the gigs of the account chosen in the header. */
export function GigsListPage() {
  const { t } = useTranslation();
  const { accountId, role } = useSession();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('gigs.list.title')}</PageTitle>
        {accountId && (
          <Button component={Link} to={paths.gigsCreate} leftSection={<IconPlus size={16} aria-hidden />}>
            {role === 'customer' ? t('gigs.list.order') : t('gigs.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? <GigsList key={accountId} accountId={accountId} /> : <Text>{t('gigs.noAccount')}</Text>}
    </>
  );
}
