import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { DashboardFigures } from '../components/dashboard-figures';

/** /apps/dashboard/home: key figures of the account chosen in the header. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {accountId ? <DashboardFigures accountId={accountId} /> : <Text>{t('dashboard.noAccount')}</Text>}
    </>
  );
}
