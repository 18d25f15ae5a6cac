import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { ShiftPlanningList } from '../components/shift-planning-list';

/** /apps/shifts-&-gigs/shift-planning/list: upcoming shifts of the account's areas by week, with fill rates. */
export function ShiftPlanningListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <>
      <PageTitle>{t('shift-planning.list.title')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('shift-planning.list.intro')}
      </Text>
      {accountId ? (
        <ShiftPlanningList key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('shift-planning.noAccount')}</Text>
      )}
    </>
  );
}
