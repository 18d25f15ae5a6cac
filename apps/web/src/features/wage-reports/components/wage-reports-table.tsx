import { Anchor, Group, Pagination, Stack, Text } from '@mantine/core';
import type { WageReportSummary } from '@portal/domain/incomes-register';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { QueryState } from '@/components/query-state';
import { useWageReports } from '../api/get-wage-reports';
import { wageReportPath } from '../wage-reports.paths';
import { useReportFormat } from './use-report-format';
import { useWageReportListParams } from './use-wage-report-list-params';
import { OverdueBadge, WageReportStatusBadge } from './wage-report-status-badge';
import { WageReportsFilters } from './wage-reports-filters';

function useColumns(): ListColumn<WageReportSummary>[] {
  const { t } = useTranslation();
  const format = useReportFormat();
  return [
    {
      key: 'worker',
      header: t('wage-reports.list.columns.worker'),
      card: 'title',
      rowHeader: true,
      cell: (report) => (
        <Anchor component={Link} to={wageReportPath(report.id)}>
          {report.workerName}
        </Anchor>
      ),
    },
    {
      key: 'paymentDate',
      header: t('wage-reports.list.columns.paymentDate'),
      cell: (report) => format.day(report.paymentDate),
    },
    {
      key: 'status',
      header: t('wage-reports.list.columns.status'),
      card: 'status',
      cell: (report) => (
        <Group gap={4} wrap="nowrap">
          <WageReportStatusBadge status={report.status} />
          {report.overdue && <OverdueBadge label={t('wage-reports.list.overdue')} />}
        </Group>
      ),
    },
    {
      key: 'dueOn',
      header: t('wage-reports.list.columns.dueOn'),
      cell: (report) => format.day(report.dueOn),
    },
    {
      key: 'gross',
      header: t('wage-reports.list.columns.gross'),
      align: 'right',
      cell: (report) => format.money(report.grossCents),
    },
    { key: 'reportId', header: t('wage-reports.list.columns.reportId'), cell: (report) => report.reportId },
  ];
}

/** The account's reports: filters, one page of rows (newest payment date first) and the pages. */
export function WageReportsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, setFilters, setPage, clearFilters } = useWageReportListParams();
  const reports = useWageReports(accountId, query);
  const columns = useColumns();
  const pageCount = reports.data ? Math.max(1, Math.ceil(reports.data.total / query.perPage)) : 1;
  const isFiltered = Boolean(query.status || query.from || query.to || query.workerId);
  return (
    <Stack>
      <WageReportsFilters
        accountId={accountId}
        workerName={reports.data?.items.find((report) => report.workerId === query.workerId)?.workerName}
        query={query}
        setFilters={setFilters}
        clearFilters={clearFilters}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {reports.data ? t('wage-reports.list.total', { count: reports.data.total }) : ''}
      </Text>
      <QueryState query={reports} errorTitle={t('wage-reports.list.loadError')} />
      {reports.data &&
        (reports.data.items.length === 0 ? (
          <Text>{isFiltered ? t('wage-reports.list.emptyFiltered') : t('wage-reports.list.empty')}</Text>
        ) : (
          <DataTable
            rows={reports.data.items}
            columns={columns}
            rowId={(report) => report.id}
            label={t('wage-reports.list.title')}
            minWidth={860}
            onRowClick={(report) => void navigate(wageReportPath(report.id))}
          />
        ))}
      {reports.data && pageCount > 1 && (
        <nav aria-label={t('wage-reports.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`wage-reports.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('wage-reports.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
