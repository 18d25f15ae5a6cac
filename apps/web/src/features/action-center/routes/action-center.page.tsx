import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { ActionCenterView } from '../components/action-center-view';

/** /apps/shifts-&-gigs/action-center: confirm bookings and completed shifts, quick pay and inspections. */
export function ActionCenterPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('action-center.title')}</PageTitle>
      <Text>{t('action-center.description')}</Text>
      {accountId ? (
        <ActionCenterView key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('action-center.noAccount')}</Text>
      )}
    </Stack>
  );
}
