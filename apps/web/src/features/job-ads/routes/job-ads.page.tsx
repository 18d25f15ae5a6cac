import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { JobAdsList } from '../components/job-ads-list';
import { paths, routeAccess } from '../job-ads.paths';

/** /apps/hr/jobs/list: the job ads of the account chosen in the header. */
export function JobAdsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.manage);
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('job-ads.list.title')}</PageTitle>
        {canCreate && accountId && (
          <Button component={Link} to={paths.create} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('job-ads.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? (
        <JobAdsList key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('job-ads.noAccount')}</Text>
      )}
    </>
  );
}
