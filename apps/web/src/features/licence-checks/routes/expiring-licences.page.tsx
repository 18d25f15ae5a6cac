import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useExpiringLicences } from '../api/get-expiring-licences';
import { ExpiringLicencesTable } from '../components/expiring-licences-table';

function ExpiringLicences({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const expiring = useExpiringLicences(accountId);
  return (
    <PanelSection title={t('licence-checks.expiring.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('licence-checks.expiring.intro')}
        </Text>
        <QueryState query={expiring} errorTitle={t('licence-checks.expiring.loadError')}>
          {(data) => <ExpiringLicencesTable items={data.items} />}
        </QueryState>
      </Stack>
    </PanelSection>
  );
}

/** /apps/hr/licence-checks/expiring: licences and work permits that end within 30 days or have ended. */
export function ExpiringLicencesPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('licence-checks.expiring.title')}</PageTitle>
      {accountId ? (
        <ExpiringLicences key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('licence-checks.noAccount')}</Text>
      )}
    </Stack>
  );
}
