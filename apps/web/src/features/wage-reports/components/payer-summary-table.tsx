import { Button, Group, Modal, Text } from '@mantine/core';
import type { PayerSummaryReportView } from '@portal/domain/incomes-register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useAnswerPayerSummaryReport } from '../api/payer-summary-reports';
import { routeAccess } from '../wage-reports.paths';
import { DownloadReportButton } from './download-report-button';
import { RegisterAnswerForm } from './register-answer-form';
import { useReportFormat } from './use-report-format';
import { WageReportStatusBadge } from './wage-report-status-badge';

/** The separate reports, newest month first, each with its file and the register's answer. */
export function PayerSummaryTable({
  accountId,
  reports,
}: {
  accountId: string;
  reports: PayerSummaryReportView[];
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const canUpdate = useCan(routeAccess.update);
  const answer = useAnswerPayerSummaryReport(accountId);
  const [answering, setAnswering] = useState<PayerSummaryReportView | null>(null);

  const columns: ListColumn<PayerSummaryReportView>[] = [
    {
      key: 'month',
      header: t('wage-reports.summary.columns.month'),
      card: 'title',
      rowHeader: true,
      cell: (report) => format.month(report.month),
    },
    {
      key: 'status',
      header: t('wage-reports.summary.columns.status'),
      card: 'status',
      cell: (report) => <WageReportStatusBadge status={report.status} />,
    },
    {
      key: 'wages',
      header: t('wage-reports.summary.columns.wages'),
      align: 'right',
      cell: (report) =>
        report.noWagesPayable ? t('wage-reports.summary.noWages') : format.money(report.grossCents),
    },
    {
      key: 'dueOn',
      header: t('wage-reports.summary.columns.dueOn'),
      cell: (report) => format.day(report.dueOn),
    },
    {
      key: 'actions',
      header: t('wage-reports.summary.columns.actions'),
      cell: (report) => (
        <Group gap="xs" wrap="nowrap">
          <DownloadReportButton
            kind="payer-summary"
            accountId={accountId}
            reportId={report.id}
            fileName={`${report.reportId}.xml`}
            label={t('wage-reports.summary.download')}
          />
          {canUpdate && report.events.length > 0 && (
            <Button
              variant="light"
              aria-label={t('wage-reports.summary.answerOf', { month: format.month(report.month) })}
              onClick={() => {
                answer.reset();
                setAnswering(report);
              }}
            >
              {t('wage-reports.summary.answer')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        rows={reports}
        columns={columns}
        rowId={(report) => report.id}
        label={t('wage-reports.summary.title')}
      />
      <Modal
        opened={answering !== null}
        onClose={() => setAnswering(null)}
        title={t('wage-reports.answer.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {answering && (
          <>
            <Text mb="sm">{format.month(answering.month)}</Text>
            <RegisterAnswerForm
              events={answering.events}
              isPending={answer.isPending}
              error={answer.error}
              onSubmit={(body) =>
                answer.mutate(
                  { reportId: answering.id, body },
                  {
                    onSuccess: () => {
                      setAnswering(null);
                      notify.success({ message: t('wage-reports.answer.recorded') });
                    },
                  },
                )
              }
            />
          </>
        )}
      </Modal>
    </>
  );
}
