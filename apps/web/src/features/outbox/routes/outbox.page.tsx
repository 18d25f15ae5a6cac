import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { OutboxView } from '../components/outbox-view';

/** /apps/settings/outbox: the e-mail and SMS the account sent, or (without a transport) kept to show here. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('outbox.title')}</PageTitle>
      <Text>{t('outbox.description')}</Text>
      {accountId ? (
        <OutboxView key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('outbox.noAccount')}</Text>
      )}
    </Stack>
  );
}
