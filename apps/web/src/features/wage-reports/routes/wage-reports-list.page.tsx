import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { ToReportSection } from '../components/to-report-section';
import { WageReportsList } from '../components/wage-reports-table';

/**
 * /apps/pay-&-billing/wage-reports/list: the paid pay still to report (with "make report" and deadlines)
 * and the account's earnings payment reports with their states.
 */
export function WageReportsListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('wage-reports.list.title')}</PageTitle>
      <Alert color="blue" variant="light">
        {t('wage-reports.submission')}
      </Alert>
      {accountId ? (
        <>
          <ToReportSection key={`to-report:${accountId}`} accountId={accountId} />
          <WageReportsList key={accountId} accountId={accountId} />
        </>
      ) : (
        <Text>{t('wage-reports.noAccount')}</Text>
      )}
    </Stack>
  );
}
