import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { ConfirmationsList } from '../components/confirmations-list';

/** /apps/shifts-&-gigs/confirmations/list: confirmed and verified shifts of the account chosen in the header. */
export function ConfirmationsListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <>
      <PageTitle>{t('confirmations.list.title')}</PageTitle>
      {accountId ? (
        <ConfirmationsList key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('confirmations.noAccount')}</Text>
      )}
    </>
  );
}
