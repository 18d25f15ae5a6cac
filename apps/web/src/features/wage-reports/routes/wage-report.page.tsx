import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useWageReport } from '../api/get-wage-report';
import { WageReportActions } from '../components/wage-report-actions';
import { WageReportFacts, WageReportHistory, WageReportLines } from '../components/wage-report-details';
import { paths } from '../wage-reports.paths';

/** /apps/pay-&-billing/wage-reports/view/:id: one earnings payment report, its file and its answers. */
export function WageReportPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id = '' } = useParams();
  if (!accountId) {
    return <Text>{t('wage-reports.noAccount')}</Text>;
  }
  return <WageReportView key={`${accountId}:${id}`} accountId={accountId} reportId={id} />;
}

function WageReportView({ accountId, reportId }: { accountId: string; reportId: string }) {
  const { t } = useTranslation();
  const report = useWageReport(accountId, reportId);
  if (report.isPending || report.isError) {
    return <QueryState query={report} errorTitle={t('wage-reports.view.loadError')} recordId={reportId} />;
  }
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{`${t('wage-reports.view.title')} ${report.data.reportId}`}</PageTitle>
        <Anchor component={Link} to={paths.wageReportsList}>
          {t('wage-reports.view.back')}
        </Anchor>
      </Group>
      <WageReportFacts report={report.data} />
      <WageReportActions accountId={accountId} report={report.data} />
      <WageReportLines report={report.data} />
      <WageReportHistory report={report.data} />
    </Stack>
  );
}
