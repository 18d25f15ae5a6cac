import { Alert, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { usePayerSummaryReports } from '../api/payer-summary-reports';
import { MakePayerSummaryForm } from '../components/make-payer-summary-form';
import { PayerSummaryTable } from '../components/payer-summary-table';
import { routeAccess } from '../wage-reports.paths';

/** /apps/pay-&-billing/payer-summary-reports/list: the employer's separate report of each month. */
export function PayerSummaryReportsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.create);
  return (
    <Stack>
      <PageTitle>{t('wage-reports.summary.title')}</PageTitle>
      <Alert color="blue" variant="light">
        {t('wage-reports.submission')}
      </Alert>
      {accountId ? (
        <>
          {canCreate && (
            <PanelSection title={t('wage-reports.summary.make')}>
              <MakePayerSummaryForm accountId={accountId} />
            </PanelSection>
          )}
          <SummaryList key={accountId} accountId={accountId} />
        </>
      ) : (
        <Text>{t('wage-reports.noAccount')}</Text>
      )}
    </Stack>
  );
}

function SummaryList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reports = usePayerSummaryReports(accountId, page);
  const pageCount = reports.data ? Math.max(1, Math.ceil(reports.data.total / 50)) : 1;
  return (
    <Stack>
      <QueryState
        query={reports}
        errorTitle={t('wage-reports.summary.loadError')}
        empty={{
          when: (data) => data.items.length === 0,
          text: <Text>{t('wage-reports.summary.empty')}</Text>,
        }}
      >
        {(data) => <PayerSummaryTable accountId={accountId} reports={data.items} />}
      </QueryState>
      {pageCount > 1 && (
        <nav aria-label={t('wage-reports.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`wage-reports.list.pagination.${control}`) })}
            getItemProps={(item) => ({
              'aria-label': t('wage-reports.list.pagination.page', { page: item }),
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
