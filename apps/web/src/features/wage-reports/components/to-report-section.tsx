import { Button, Group, Stack, Text } from '@mantine/core';
import type { WageReportToMake } from '@portal/domain/incomes-register';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useWageReportsToMake } from '../api/get-wage-reports';
import { useMakeWageReports } from '../api/save-wage-report';
import { routeAccess } from '../wage-reports.paths';
import { useReportFormat } from './use-report-format';
import { OverdueBadge } from './wage-report-status-badge';

/**
 * The paid pay with no valid report yet, per worker and payment date, with its deadline; past it the row
 * is marked overdue. A report is made per row, or for every worker of a payment date at once.
 */
export function ToReportSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const toMake = useWageReportsToMake(accountId);
  const make = useMakeWageReports(accountId);
  const canCreate = useCan(routeAccess.create);

  const run = (input: { paymentDate: string; workerId?: string }) =>
    make.mutate(input, {
      onSuccess: (made) =>
        notify.success({ message: t('wage-reports.toReport.made', { count: made.items.length }) }),
    });

  const columns: ListColumn<WageReportToMake>[] = [
    {
      key: 'worker',
      header: t('wage-reports.list.columns.worker'),
      card: 'title',
      rowHeader: true,
      cell: (row) => row.workerName,
    },
    {
      key: 'paymentDate',
      header: t('wage-reports.list.columns.paymentDate'),
      cell: (row) => format.day(row.paymentDate),
    },
    {
      key: 'gross',
      header: t('wage-reports.list.columns.gross'),
      align: 'right',
      cell: (row) => format.money(row.grossCents),
    },
    {
      key: 'dueOn',
      header: t('wage-reports.list.columns.dueOn'),
      card: 'status',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span>{format.day(row.dueOn)}</span>
          {row.overdue && <OverdueBadge label={t('wage-reports.list.overdue')} />}
        </Group>
      ),
    },
  ];
  if (canCreate) {
    columns.push({
      key: 'make',
      header: t('wage-reports.view.actions'),
      cell: (row) => (
        <Button
          size="xs"
          aria-label={t('wage-reports.toReport.makeOf', {
            worker: row.workerName,
            date: format.day(row.paymentDate),
          })}
          loading={make.isPending && make.variables?.workerId === row.workerId}
          onClick={() => run({ paymentDate: row.paymentDate, workerId: row.workerId })}
        >
          {t('wage-reports.toReport.make')}
        </Button>
      ),
    });
  }

  return (
    <PanelSection title={t('wage-reports.toReport.title')}>
      <QueryState
        query={toMake}
        errorTitle={t('wage-reports.toReport.loadError')}
        empty={{
          when: (data) => data.items.length === 0,
          text: <Text>{t('wage-reports.toReport.empty')}</Text>,
        }}
      >
        {(data) => {
          const dates = [...new Set(data.items.map((row) => row.paymentDate))];
          return (
            <Stack>
              <DataTable
                rows={data.items}
                columns={columns}
                rowId={(row) => `${row.workerId}|${row.paymentDate}`}
                label={t('wage-reports.toReport.title')}
              />
              {canCreate && (
                <Group>
                  {dates.map((date) => (
                    <Button
                      key={date}
                      variant="light"
                      loading={
                        make.isPending &&
                        make.variables?.workerId === undefined &&
                        make.variables?.paymentDate === date
                      }
                      onClick={() => run({ paymentDate: date })}
                    >
                      {t('wage-reports.toReport.makeAll', { date: format.day(date) })}
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PanelSection>
  );
}
