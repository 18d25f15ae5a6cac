import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { ActionCenterView } from '../components/action-center-view';

/**
 * /apps/shifts-&-gigs/action-center: confirm bookings and completed shifts, quick pay and inspections. The
 * intro says what the user can do here: the staffing company all four, a customer its areas' bookings
 * and ended shifts.
 */
export function ActionCenterPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const managesShifts = useCan({ action: 'manage', subject: 'Shift' });
  return (
    <Stack>
      <PageTitle>{t('action-center.title')}</PageTitle>
      <Text>{managesShifts ? t('action-center.description') : t('action-center.descriptionCustomer')}</Text>
      {accountId ? (
        <ActionCenterView key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('action-center.noAccount')}</Text>
      )}
    </Stack>
  );
}
